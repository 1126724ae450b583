/** The stand-in Google sign-in page of the sandbox (/dev/google/sign-in): an e-mail in, a signed ID token back. */
export const googlePage = (returnTo: string) => {
  const back = returnTo.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Google sign-in · Pocket</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; background: #f1f3f4; color: #202124; }
  main { max-width: 400px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; box-sizing: border-box; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { color: #5f6368; font-size: 14px; margin: 0 0 16px; }
  label { display: block; font-size: 13px; margin-bottom: 4px; }
  input { width: 100%; box-sizing: border-box; padding: 12px; border: 1px solid #dadce0; border-radius: 8px; font-size: 16px; }
  .actions { display: flex; justify-content: space-between; align-items: center; margin-top: 20px; gap: 12px; }
  button { padding: 10px 20px; border: 0; border-radius: 8px; background: #1a73e8; color: #fff; font-size: 15px; }
  a { color: #1a73e8; }
</style>
</head>
<body>
<main>
  <h1>Sign in with Google (sandbox)</h1>
  <p>Sandbox only: a stand-in for Google. Type any e-mail; the same e-mail is the same Google account next time.</p>
  <form method="get" action="/dev/google/authorize">
    <input type="hidden" name="return_to" value="${back}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" required autocomplete="email" placeholder="name@example.com">
    <div class="actions"><a href="${back}">Cancel</a><button type="submit">Continue</button></div>
  </form>
</main>
</body>
</html>
`;
};
