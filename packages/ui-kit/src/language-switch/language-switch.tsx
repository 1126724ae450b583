import { Button } from 'react-vant';

import { palette } from '../palette/palette';

export interface LanguageSwitchProps {
  /** Said in every language offered, so that a borrower who cannot read English finds it. */
  title: string;
  languages: readonly { code: string; name: string }[];
  value: string;
  onChange: (code: string) => void;
}

/** The borrower's language: one button per language, named in its own words; the one in use is pressed. */
export function LanguageSwitch({ title, languages, value, onChange }: LanguageSwitchProps) {
  return (
    <div role="group" aria-label={title} data-testid="language-switch" style={{ display: 'grid', gap: 8, padding: '12px 16px' }}>
      <span style={{ fontSize: 13, color: palette.textSecondary }}>{title}</span>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {languages.map(({ code, name }) => (
          <Button
            key={code}
            size="small"
            round
            type="primary"
            plain={code !== value}
            aria-pressed={code === value}
            lang={code}
            onClick={() => code !== value && onChange(code)}
          >
            {name}
          </Button>
        ))}
      </div>
    </div>
  );
}
