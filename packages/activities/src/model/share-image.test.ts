import { describe, expect, it, vi } from 'vitest';

import { shareImage } from './share-image';

const blob = new Blob(['png'], { type: 'image/png' });

describe('saving or sharing the poster', () => {
  it('shares the poster file with Web Share where the browser can share files', async () => {
    const share = vi.fn(async () => undefined);
    const download = vi.fn();
    expect(await shareImage(blob, 'p.png', 'Join', { navigator: { share, canShare: () => true }, download })).toBe('shared');
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ files: [expect.any(File)] }));
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads the poster where Web Share cannot take files', async () => {
    const download = vi.fn();
    expect(await shareImage(blob, 'p.png', 'Join', { navigator: { share: vi.fn(), canShare: () => false }, download })).toBe('downloaded');
    expect(await shareImage(blob, 'p.png', 'Join', { navigator: undefined, download })).toBe('downloaded');
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('a share the user cancelled is not followed by a download', async () => {
    const download = vi.fn();
    const abort = Object.assign(new Error('cancel'), { name: 'AbortError' });
    const share = vi.fn(async () => Promise.reject(abort));
    expect(await shareImage(blob, 'p.png', 'Join', { navigator: { share, canShare: () => true }, download })).toBe('cancelled');
    expect(download).not.toHaveBeenCalled();
  });
});
