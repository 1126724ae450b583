// Writes @pocket/web-texts' web-texts.json again from the borrower texts scan (docs/languages.md).
import { writeFileSync } from 'node:fs';

import { WEB_TEXTS_FILE, webTextsFile } from '../src/i18n/web-texts-file';

writeFileSync(WEB_TEXTS_FILE, webTextsFile());
console.log(`wrote ${WEB_TEXTS_FILE}`);
