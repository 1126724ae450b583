/**
 * The sandbox phone (/dev/phone): one number's SMS inbox, plus every feed other modules register in
 * `app.extensions.devPhoneFeeds` (listed by GET /api/dev/phone-feeds). A feed answers `{ data: [...] }`; an item with a
 * `reference` gets a PIN box and Approve / Decline buttons that post to `<feed path>/<reference>/approve|decline`.
 * It lists the sandbox's staff accounts with the next TOTP code the server takes (GET /api/dev/staff-accounts).
 * It shows the sandbox PIN, and a loan clock per open loan (GET /api/dev/loans) that posts to /api/dev/loans/{id}/age.
 * The sandbox clock (GET /api/dev/clock) moves business time for the whole server: +1, +7, +30 days, or back (reset).
 * A USSD simulator (shown when GET /api/dev/ussd answers) dials the USSD menu as this number: it posts each step to
 * the same callback the gateway calls, form-encoded as Africa's Talking does, and shows the CON/END screens.
 */
export const phonePage = (pin: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox phone · Pocket</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; background: #eef1f6; color: #222; }
  main { max-width: 420px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 18px; margin: 8px 0 4px; }
  p.note { color: #666; font-size: 13px; margin: 0 0 12px; }
  form { display: flex; gap: 8px; margin-bottom: 12px; }
  input { flex: 1; padding: 10px; border: 1px solid #ccc; border-radius: 8px; font-size: 16px; }
  button { padding: 10px 14px; border: 0; border-radius: 8px; background: #3271EA; color: #fff; font-size: 15px; }
  button.secondary { background: #888; }
  section { background: #fff; border-radius: 12px; padding: 12px; margin-bottom: 12px; }
  h2 { font-size: 15px; margin: 0 0 8px; }
  .msg { border-bottom: 1px solid #eee; padding: 8px 0; overflow-wrap: anywhere; }
  .msg:last-child { border-bottom: 0; }
  .code { font-size: 22px; font-weight: 700; letter-spacing: 4px; color: #3271EA; }
  .time { color: #888; font-size: 12px; }
  .empty { color: #888; }
  .row { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
  .row input, form input { min-width: 0; }
  .row input { flex: 1 1 72px; padding: 6px; font-size: 15px; }
  .row button { flex: none; padding: 6px 10px; }
  .row button:disabled { opacity: .5; }
  [hidden] { display: none !important; }
  .ussd { background: #1d2a1d; color: #c8f7c5; font: 15px/1.35 ui-monospace, monospace; white-space: pre-wrap; border-radius: 8px; padding: 10px; min-height: 96px; margin: 8px 0; }
  .pin { background: #fff7e0; border-radius: 8px; padding: 8px 10px; font-size: 14px; }
</style>
</head>
<body>
<main>
  <h1>Sandbox phone</h1>
  <p class="note">Sandbox only: the text messages and payment prompts this number would receive. Nothing is really sent.</p>
  <p class="pin" id="pin-note">Sandbox PIN: <b>${pin}</b>. Type it in the PIN box to approve a payment prompt.</p>
  <form id="pick"><input id="mobile" inputmode="numeric" maxlength="10" placeholder="0XXXXXXXXX" aria-label="Phone number"><button>Open</button></form>
  <section><h2>Messages</h2><div id="sms" class="empty">Enter a number.</div></section>
  <section id="ussd-box" hidden><h2>USSD (no data needed)</h2>
    <form id="ussd-dial" class="row"><input id="ussd-code" aria-label="USSD code" value="*384*123#"><button>Dial</button></form>
    <div id="ussd-screen" class="ussd" role="status" aria-live="polite">Dial the code to open the Pocket menu as this number.</div>
    <form id="ussd-reply" class="row" hidden><input id="ussd-input" aria-label="USSD reply" autocomplete="off"><button>Send</button><button type="button" class="secondary" id="ussd-cancel">Cancel</button></form>
  </section>
  <section><h2>Sandbox clock</h2>
    <div id="clock" class="empty">Loading…</div>
    <div class="row"><button data-clock="1">+1 day</button><button data-clock="7">+7 days</button><button data-clock="30">+30 days</button><button class="secondary" id="clock-reset">Reset</button></div>
  </section>
  <section><h2>Loan clock</h2><div id="loans" class="empty">Enter a number.</div></section>
  <div id="feeds"></div>
  <section><h2>Staff accounts (sign in at /admin)</h2><div id="staff" class="empty">Loading…</div></section>
  <section><h2>Staff e-mail (enrolment links)</h2><div id="staff-mail" class="empty">Loading…</div></section>
</main>
<script>
  const $ = (id) => document.getElementById(id);
  const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  const params = new URLSearchParams(location.search);
  let mobile = params.get('mobile') || '';
  $('mobile').value = mobile;
  $('pick').onsubmit = (e) => {
    e.preventDefault();
    mobile = $('mobile').value.trim();
    history.replaceState(null, '', '?mobile=' + encodeURIComponent(mobile));
    refresh();
  };
  async function get(url) {
    const res = await fetch(url);
    return res.json().catch(() => ({ code: res.status, msg: res.statusText, data: null }));
  }
  async function post(url, body) {
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body || {}) });
    const json = await res.json().catch(() => ({}));
    if (json.code !== 200) alert(json.msg || 'Failed');
    refresh();
  }
  // A login link in an SMS opens like a link on a phone (sandbox: tap it).
  function linkify(html) {
    return html.replace(/(https?:\\/\\/[^\\s<]+[^\\s<.,;)])/g, '<a href="$1">$1</a>');
  }
  async function refresh() {
    if (!/^0\\d{9}$/.test(mobile)) return;
    const sms = await get('/api/dev/sms?mobile=' + mobile);
    const list = (sms.data && sms.data.messages) || [];
    $('sms').className = list.length ? '' : 'empty';
    $('sms').innerHTML = list.length
      ? list.map((m) => '<div class="msg">' + (m.code ? '<div class="code">' + esc(m.code) + '</div>' : '') +
          '<div>' + linkify(esc(m.body)) + '</div><div class="time">' + new Date(m.createdAt).toLocaleString() + '</div></div>').join('')
      : esc(sms.code === 200 ? 'No messages yet.' : sms.msg);
    if (!document.activeElement || !document.activeElement.dataset || !document.activeElement.dataset.days) {
      $('loans').innerHTML = loansHtml((await get('/api/dev/loans?mobile=' + mobile)).data || []);
    }
    const feeds = (await get('/api/dev/phone-feeds')).data || [];
    const parts = await Promise.all(feeds.map(async (feed) => {
      const res = await get(feed.path + '?mobile=' + mobile);
      const items = Array.isArray(res.data) ? res.data : [];
      const body = items.length ? items.map((item) => {
        const fields = Object.entries(item).filter(([k]) => k !== 'reference')
          .map(([k, v]) => '<div><b>' + esc(k) + ':</b> ' + esc(v) + '</div>').join('');
        const actions = item.reference
          ? '<div class="row"><input type="password" inputmode="numeric" placeholder="PIN" data-pin="' + esc(item.reference) + '">' +
            '<button data-approve="' + esc(item.reference) + '" data-path="' + esc(feed.path) + '">Approve</button>' +
            '<button class="secondary" data-decline="' + esc(item.reference) + '" data-path="' + esc(feed.path) + '">Decline</button></div>'
          : '';
        return '<div class="msg">' + fields + actions + '</div>';
      }).join('') : '<div class="empty">Nothing pending.</div>';
      return '<section><h2>' + esc(feed.title) + '</h2>' + body + '</section>';
    }));
    if (!document.activeElement || !document.activeElement.dataset || !document.activeElement.dataset.pin) {
      $('feeds').innerHTML = parts.join('');
    }
  }
  function when(d) {
    return d > 0 ? 'due in ' + d + ' day(s)' : d === 0 ? 'due today' : -d + ' day(s) overdue';
  }
  function loansHtml(loans) {
    if (!loans.length) return '<div class="empty">No open loan.</div>';
    return loans.map((l) => '<div class="msg" data-loan="' + l.orderId + '"><div><b>Loan ' + l.orderId + '</b> · ' + esc(l.status) +
      ' · due ' + esc(l.dueDate) + ' (' + when(l.daysToDue) + ')</div><div class="row">' +
      '<button data-age="' + l.orderId + '" data-by="' + (l.ageToExtensionWindow || '') + '"' + (l.ageToExtensionWindow ? '' : ' disabled') +
      '>To extension window</button></div><div class="row"><input type="number" min="1" max="30" value="3" aria-label="Days overdue" data-days="' +
      l.orderId + '"><button data-overdue="' + l.orderId + '" data-due="' + l.daysToDue + '">Overdue by N days</button></div></div>').join('');
  }
  document.addEventListener('click', (e) => {
    const t = e.target;
    if (t.dataset.age && t.dataset.by) post('/api/dev/loans/' + t.dataset.age + '/age', { days: Number(t.dataset.by) });
    if (t.dataset.overdue) {
      const n = Number(document.querySelector('[data-days="' + t.dataset.overdue + '"]').value);
      const by = Number(t.dataset.due) + n;
      if (!(n >= 1) || by < 1) alert('This loan is already ' + -Number(t.dataset.due) + ' day(s) overdue; pick more days.');
      else post('/api/dev/loans/' + t.dataset.overdue + '/age', { days: by });
    }
    if (t.dataset.approve) {
      const pin = document.querySelector('[data-pin="' + t.dataset.approve + '"]').value;
      post(t.dataset.path + '/' + encodeURIComponent(t.dataset.approve) + '/approve', { pin });
    }
    if (t.dataset.decline) post(t.dataset.path + '/' + encodeURIComponent(t.dataset.decline) + '/decline');
  });
  // The sandbox's staff accounts with the next TOTP code the server takes (GET /api/dev/staff-accounts), whatever number is entered.
  async function refreshStaff() {
    const res = await get('/api/dev/staff-accounts');
    const list = Array.isArray(res.data) ? res.data : [];
    $('staff').className = list.length ? '' : 'empty';
    $('staff').innerHTML = list.length
      ? list.map((s) => '<div class="msg"><div><b>' + esc(s.email) + '</b> · ' + esc(s.roles) + '</div><div>password ' + esc(s.password) +
          '</div><div class="code">' + esc(s.code) + '</div><div class="time">TOTP secret ' + esc(s.totpSecret) + '</div></div>').join('')
      : 'No staff accounts.';
  }
  // The e-mail the server would send to staff: a new member's (or a reset member's) enrolment link.
  async function refreshStaffMail() {
    const res = await get('/api/dev/staff-mail');
    const list = Array.isArray(res.data) ? res.data : [];
    $('staff-mail').className = list.length ? '' : 'empty';
    $('staff-mail').innerHTML = list.length
      ? list.map((m) => '<div class="msg"><div><b>' + esc(m.to) + '</b> · ' + esc(m.subject) + '</div><div style="white-space: pre-wrap">' +
          linkify(esc(m.body)) + '</div><div class="time">' + esc(m.at) + '</div></div>').join('')
      : 'No staff e-mail yet: add a staff member at /admin.';
  }
  // The USSD simulator: one session per dial; every step posts all entries so far joined by '*', as the gateway does.
  let ussdInfo = null;
  let ussd = null;
  get('/api/dev/ussd').then((res) => {
    if (!res.data) return;
    ussdInfo = res.data;
    $('ussd-code').value = ussdInfo.serviceCode;
    $('ussd-box').hidden = false;
  });
  async function ussdStep() {
    const body = new URLSearchParams({ sessionId: ussd.sessionId, serviceCode: $('ussd-code').value, phoneNumber: '+260' + mobile.slice(1), networkCode: '64501', text: ussd.entries.join('*') });
    const res = await fetch(ussdInfo.callback, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    const text = await res.text();
    const more = res.ok && text.startsWith('CON ');
    $('ussd-screen').textContent = res.ok ? text.replace(/^(CON|END) /, '') : 'The gateway got ' + res.status + ': ' + text;
    $('ussd-reply').hidden = !more;
    if (more) $('ussd-input').focus();
    else ussd = null;
  }
  $('ussd-dial').onsubmit = (e) => {
    e.preventDefault();
    if (!/^0\\d{9}$/.test(mobile)) { $('ussd-screen').textContent = 'Enter a number above first.'; return; }
    ussd = { sessionId: 'ATUid_sandbox_' + Date.now().toString(36) + Math.random().toString(36).slice(2, 8), entries: [] };
    ussdStep();
  };
  $('ussd-reply').onsubmit = (e) => {
    e.preventDefault();
    if (!ussd) return;
    ussd.entries.push($('ussd-input').value.trim());
    $('ussd-input').value = '';
    ussdStep();
  };
  $('ussd-cancel').onclick = () => {
    ussd = null;
    $('ussd-reply').hidden = true;
    $('ussd-screen').textContent = 'Session closed. Dial again to open the menu.';
  };
  // The sandbox clock: the server's business time for everyone (due dates, overdue, penalties, reminders, reports).
  function clockHtml(c) {
    if (!c) return 'The sandbox clock is not available.';
    const ahead = c.offsetMs > 0 ? ' (' + c.offsetDays + ' day(s) ahead of the real time)' : ' (the real time)';
    return '<div><b>Today on the server: ' + esc(c.today) + '</b>' + esc(ahead) + '</div><div class="time">' + esc(new Date(c.now).toLocaleString()) + '</div>';
  }
  async function refreshClock() {
    const res = await get('/api/dev/clock');
    $('clock').className = res.data ? '' : 'empty';
    $('clock').innerHTML = clockHtml(res.data);
  }
  async function moveClock(url, body) {
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json().catch(() => ({}));
    if (json.code !== 200) alert(json.msg || 'Failed');
    await refreshClock();
    refresh();
  }
  for (const b of document.querySelectorAll('[data-clock]')) b.onclick = () => moveClock('/api/dev/clock', { days: Number(b.dataset.clock) });
  $('clock-reset').onclick = () => moveClock('/api/dev/clock/reset', {});
  refreshClock();
  setInterval(refreshClock, 5000);
  refresh();
  refreshStaff();
  refreshStaffMail();
  setInterval(refresh, 2000);
  setInterval(refreshStaff, 5000);
  setInterval(refreshStaffMail, 5000);
</script>
</body>
</html>
`;
