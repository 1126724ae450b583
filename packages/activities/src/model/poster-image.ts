import QRCode from 'qrcode';

import type { Say } from '@pocket/app-core/i18n';
import { APP_NAME, APP_SLOGAN } from '@pocket/contracts/constants';
import { palette } from '@pocket/ui-kit/palette';

export interface PosterText {
  inviteLink: string;
  inviteCode: string;
}

export const POSTER_SIZE = { width: 600, height: 900 } as const;

/**
 * Draws the referral poster (title, offer, QR code of the invite link, the code) on a canvas, its words in the
 * borrower's language (`t`; a longer line is narrowed to the poster's width); answers a PNG blob.
 */
export async function drawPoster(canvas: HTMLCanvasElement, text: PosterText, t: Say): Promise<Blob> {
  const { width, height } = POSTER_SIZE;
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(t('This browser cannot draw the poster'));
  const line = (words: string, y: number) => ctx.fillText(words, width / 2, y, width - 40);
  const bg = ctx.createLinearGradient(0, 0, 0, height);
  bg.addColorStop(0, palette.activityOrange);
  bg.addColorStop(1, palette.activityPink);
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = palette.textOnColour;
  ctx.textAlign = 'center';
  ctx.font = 'bold 52px Arial, Helvetica, sans-serif';
  line(APP_NAME, 110);
  ctx.font = '28px Arial, Helvetica, sans-serif';
  line(t(APP_SLOGAN), 160);
  ctx.font = 'bold 36px Arial, Helvetica, sans-serif';
  line(t('Join with my link and get'), 250);
  line(t('K20 off your first bill'), 298);
  ctx.fillStyle = palette.textOnColour;
  ctx.beginPath();
  ctx.roundRect(130, 350, 340, 340, 24);
  ctx.fill();
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, text.inviteLink, { width: 300, margin: 1, errorCorrectionLevel: 'M' });
  ctx.drawImage(qr, 150, 370, 300, 300);
  ctx.fillStyle = palette.textOnColour;
  ctx.font = '26px Arial, Helvetica, sans-serif';
  line(t('Scan the code or open the link'), 745);
  ctx.font = 'bold 34px Arial, Helvetica, sans-serif';
  line(t('Invite code {code}', { code: text.inviteCode }), 800);
  const notMade = t('The poster could not be made');
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(notMade))), 'image/png'));
}
