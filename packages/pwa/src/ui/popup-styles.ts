import type { CSSProperties } from 'react';

import { palette } from '@pocket/ui-kit/palette';

export const popupStyle: CSSProperties = { width: '82%', maxWidth: 340, padding: '28px 20px 20px', boxSizing: 'border-box' };
export const iconStyle: CSSProperties = { display: 'block', width: 64, height: 64, margin: '0 auto 12px', borderRadius: 14 };
export const titleStyle: CSSProperties = { margin: '0 0 10px', fontSize: 18, fontWeight: 600, textAlign: 'center', color: palette.text };
export const messageStyle: CSSProperties = { margin: '0 0 20px', fontSize: 14, lineHeight: 1.5, textAlign: 'center', color: palette.textSecondary };
export const stepsStyle: CSSProperties = { margin: '0 0 20px', paddingLeft: 22, fontSize: 14, lineHeight: 1.8, color: palette.text };
