import type { Tx } from '../../db/client';
import { uploads } from './schema';

// What other rooms' tests set up of the uploads' rows, so that no test outside uploads names its table.

/** An upload's row (its bytes are the test's to write under DATA_DIR/uploads/<id>). */
export async function addUploadRow(db: Tx, upload: { id: string; userId: number; mime: string; size: number }): Promise<void> {
  await db.insert(uploads).values(upload);
}
