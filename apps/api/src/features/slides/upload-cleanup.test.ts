import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskImageStore } from '../../lib/image-store/disk.ts';
import { uploadedFiles, uploadWhoseInsertFails } from '../../test/upload.ts';

// The row insert is the last step of an upload; when it fails, the files already written must go.
describe('an upload whose row cannot be stored', () => {
  it('answers 500 and removes both files it had written', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'salones-upload-'));
    const res = await uploadWhoseInsertFails(createDiskImageStore(dataDir), () => uploadedFiles(dataDir));
    expect(res.statusCode).toBe(500);
    expect(res.duringInsert).toHaveLength(2);
    expect(res.after).toEqual([]);
  });
});
