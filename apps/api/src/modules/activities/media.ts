// Self-hosted artwork for banners and notices: small SVGs made here, served from /api/v1/activity/media/{name}.svg.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function card(title: string, line: string, from: string, to: string, art: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 300" width="600" height="300" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="300" rx="24" fill="url(#g)"/>${art}
<text x="36" y="120" font-family="Arial,Helvetica,sans-serif" font-size="38" font-weight="700" fill="#fff">${esc(title)}</text>
<text x="36" y="168" font-family="Arial,Helvetica,sans-serif" font-size="22" fill="#fff" opacity="0.92">${esc(line)}</text>
<rect x="36" y="200" width="150" height="48" rx="24" fill="#fff"/><text x="111" y="231" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="20" font-weight="700" fill="${from}">Go now</text>
</svg>`;
}

const wheel = (() => {
  const slices = Array.from({ length: 6 }, (_, i) => {
    const a = (i * Math.PI) / 3;
    const b = ((i + 1) * Math.PI) / 3;
    const p = (t: number) => `${(480 + 90 * Math.sin(t)).toFixed(1)},${(150 - 90 * Math.cos(t)).toFixed(1)}`;
    return `<path d="M480,150 L${p(a)} A90,90 0 0,1 ${p(b)} Z" fill="${i % 2 ? '#FFF7EC' : '#FFC56B'}"/>`;
  }).join('');
  return `<circle cx="480" cy="150" r="98" fill="#fff" opacity="0.35"/>${slices}<circle cx="480" cy="150" r="18" fill="#E85A2A"/>`;
})();
const gift = '<rect x="420" y="120" width="120" height="100" rx="10" fill="#fff"/><rect x="410" y="96" width="140" height="34" rx="8" fill="#FFE08A"/><rect x="471" y="96" width="18" height="124" fill="#E8456B"/>';
const ticket = '<rect x="400" y="80" width="160" height="80" rx="12" fill="#fff"/><rect x="420" y="170" width="160" height="80" rx="12" fill="#FFF3D6"/><text x="480" y="132" text-anchor="middle" font-family="Arial" font-size="30" font-weight="700" fill="#F08A24">K15</text>';
const phone = '<rect x="440" y="50" width="110" height="200" rx="18" fill="#fff"/><rect x="452" y="72" width="86" height="150" rx="6" fill="#DDF3E4"/><circle cx="495" cy="236" r="6" fill="#9BB"/>';
const calendar = '<rect x="420" y="70" width="140" height="150" rx="14" fill="#fff"/><rect x="420" y="70" width="140" height="40" rx="14" fill="#E8456B"/><text x="490" y="185" text-anchor="middle" font-family="Arial" font-size="56" font-weight="700" fill="#333">25</text>';
const star = '<polygon points="490,60 512,125 580,125 525,165 545,230 490,190 435,230 455,165 400,125 468,125" fill="#FFE08A"/>';

export const MEDIA: Record<string, string> = {
  'banner-wheel': card('Spin the wheel', 'A free spin every day, prizes up to K50', '#F08A24', '#E8456B', wheel),
  'banner-invite': card('Invite a friend', 'Get K30 off when they repay on time', '#2F80ED', '#6C5CE7', gift),
  'banner-packs': card('Coupon packs', 'Claim yours once, use it on any bill', '#F2994A', '#F2C94C', ticket),
  'banner-app': card('Get the Pocket app', 'Faster review, easier withdrawal', '#27AE60', '#2D9CDB', phone),
  'notice-holiday': card('Public holiday', 'How your payments are credited', '#E8456B', '#9B51E0', calendar),
  'notice-festive': card('Festive season', 'Our service hours and your payments', '#219653', '#F2994A', star),
};
