import { palette } from '@pocket/ui-kit/palette';
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** Long legal text set for reading on a phone. */
export function DocumentBody({ lead, sections }: { lead: string; sections: DocumentSection[] }) {
  return (
    <article style={{ padding: '8px 16px 32px', fontSize: 14, lineHeight: 1.6, color: palette.text }}>
      <p style={{ color: palette.textSecondary }}>{lead}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 style={{ fontSize: 16, margin: '20px 0 8px' }}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items && (
            <ul style={{ paddingLeft: 20 }}>
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
