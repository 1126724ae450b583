export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

export interface ShareDeps {
  navigator?: Pick<Navigator, 'share' | 'canShare'> | undefined;
  download?: (blob: Blob, name: string) => void;
}

/** Saves a file through a temporary link (the fallback where Web Share cannot take files). */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Shares the poster with Web Share (with the file) where the browser can, and downloads it otherwise. */
export async function shareImage(blob: Blob, name: string, text: string, deps: ShareDeps = {}): Promise<ShareOutcome> {
  const nav = 'navigator' in deps ? deps.navigator : typeof navigator === 'undefined' ? undefined : navigator;
  const download = deps.download ?? downloadBlob;
  const file = new File([blob], name, { type: blob.type || 'image/png' });
  if (nav?.share && nav.canShare?.({ files: [file] })) {
    try {
      await nav.share({ files: [file], text, title: 'Pocket' });
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
    }
  }
  download(blob, name);
  return 'downloaded';
}
