import { useText } from '@pocket/app-core/i18n';
import { palette } from '@pocket/ui-kit/palette';

/** The Pocket mark: a wallet in the brand blue. Inline so that the panel needs no network to draw it. */
export function PocketLogo({ size = 72 }: { size?: number }) {
  const t = useText();
  return (
    <svg role="img" aria-label={t('Pocket logo')} width={size} height={size} viewBox="0 0 72 72">
      <rect width="72" height="72" rx="18" fill={palette.button} />
      <rect x="14" y="22" width="44" height="30" rx="6" fill={palette.surface} />
      <path d="M14 28c0-3.3 2.7-6 6-6h26l6-6v6" fill="none" stroke={palette.textOnColour} strokeWidth="3" strokeLinejoin="round" />
      <circle cx="48" cy="37" r="4" fill={palette.button} />
    </svg>
  );
}
