import { APP_NAME, APP_SLOGAN } from '@pocket/contracts/constants';
import { LayoutRoot } from '@pocket/ui-kit/layout-root';

export function App() {
  return (
    <LayoutRoot>
      <main style={{ padding: 24, textAlign: 'center' }}>
        <h1>{APP_NAME}</h1>
        <p>{APP_SLOGAN}</p>
      </main>
    </LayoutRoot>
  );
}
