import QRCode from 'qrcode';

import { palette } from '@pocket/ui-kit/palette';

export interface PosterText {
  inviteLink: string;
  inviteCode: string;
}

export const POSTER_SIZE = { width: 600, height: 900 } as const;

/** Draws the referral poster (title, offer, QR code of the invite link, the code) on a canvas; answers a PNG blob. */
export async function drawPoster(canvas: HTMLCanvasElement, text: PosterText): Promise<Blob> {
  const { width, height } = POSTER_SIZE;
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the poster');
  const bg = ctx.createLinearGradient(0, 0, 0, height);
  bg.addColorStop(0, palette.activityOrange);
  bg.addColorStop(1, palette.activityPink);
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = palette.textOnColour;
  ctx.textAlign = 'center';
  ctx.font = 'bold 52px Arial, Helvetica, sans-serif';
  ctx.fillText('Pocket', width / 2, 110);
  ctx.font = '28px Arial, Helvetica, sans-serif';
  ctx.fillText('A Pocket Wallet For All Zambians', width / 2, 160);
  ctx.font = 'bold 36px Arial, Helvetica, sans-serif';
  ctx.fillText('Join with my link and get', width / 2, 250);
  ctx.fillText('K20 off your first bill', width / 2, 298);
  ctx.fillStyle = palette.textOnColour;
  ctx.beginPath();
  ctx.roundRect(130, 350, 340, 340, 24);
  ctx.fill();
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, text.inviteLink, { width: 300, margin: 1, errorCorrectionLevel: 'M' });
  ctx.drawImage(qr, 150, 370, 300, 300);
  ctx.fillStyle = palette.textOnColour;
  ctx.font = '26px Arial, Helvetica, sans-serif';
  ctx.fillText('Scan the code or open the link', width / 2, 745);
  ctx.font = 'bold 34px Arial, Helvetica, sans-serif';
  ctx.fillText(`Invite code ${text.inviteCode}`, width / 2, 800);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The poster could not be made'))), 'image/png'));
}
