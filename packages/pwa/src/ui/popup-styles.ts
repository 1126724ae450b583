import type { CSSProperties } from 'react';

import { palette } from '@pocket/ui-kit/palette';

import './install-popup.css';

// The layout is in install-popup.css (classes `pocket-install*`); the colours are the palette's.
export const textColour: CSSProperties = { color: palette.text };
export const secondaryColour: CSSProperties = { color: palette.textSecondary };
