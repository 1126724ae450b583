import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Dialog, Toast } from 'react-vant';

import { BUTTON_COLOR } from '@pocket/contracts/constants';

import { PocketPicker } from './pocket-picker';

function ThemeShowcase() {
  return (
    <div style={{ padding: 16, display: 'grid', gap: 12 }}>
      <Button type="primary" block>
        Primary button ({BUTTON_COLOR})
      </Button>
      <Button block onClick={() => Toast.info('A toast lasts 3000 ms')}>
        Show a toast
      </Button>
      <Button block onClick={() => void Dialog.confirm({ title: 'Imperative dialog', confirmButtonText: 'OK', cancelButtonText: 'Cancel' })}>
        Imperative dialog (texts passed explicitly)
      </Button>
      <PocketPicker popup={false} title="Province" columns={['Central', 'Copperbelt', 'Eastern', 'Luapula', 'Lusaka', 'Muchinga', 'Northern', 'North-Western', 'Southern', 'Western']} />
    </div>
  );
}

const meta: Meta<typeof ThemeShowcase> = { title: 'ui-kit/Config', component: ThemeShowcase };
export default meta;

export const Theme: StoryObj<typeof ThemeShowcase> = {};
