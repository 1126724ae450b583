import { z } from 'zod';

import { areaIdParam, envelope } from './common';

export const regionParams = z.object({ id: areaIdParam });

/** queryAreaInfoById/0 lists the provinces; queryAreaInfoById/{provinceId} lists that province's districts. */
export const areaItem = z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int() });
export type AreaItem = z.infer<typeof areaItem>;
export const areaListAnswer = envelope(z.array(areaItem));
