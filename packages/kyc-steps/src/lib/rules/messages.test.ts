import { zhCN } from 'react-vant/es/locale';
import { describe, expect, it } from 'vitest';

import { LIBRARY_TEXT } from './messages';

describe('default component validation texts (docs/product.md#error-catalogue)', () => {
  it("are react-vant's own zh-CN texts for name missing, invalid phone, address missing and region not chosen", () => {
    expect(LIBRARY_TEXT).toEqual({
      nameEmpty: zhCN.nameEmpty,
      telInvalid: zhCN.telInvalid,
      addressEmpty: zhCN.vanAddressEdit.addressEmpty,
      areaEmpty: zhCN.vanAddressEdit.areaEmpty,
    });
  });
});
