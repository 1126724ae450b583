import { z } from 'zod';

/** Every answer is `{ code, msg, data }`; code 200 is success (docs/product.md#error-catalogue). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const healthSchema = envelopeSchema(z.object({ version: z.string() }));
export type Health = z.infer<typeof healthSchema>;
