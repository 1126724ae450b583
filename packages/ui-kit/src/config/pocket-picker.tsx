import type { ComponentProps } from 'react';
import { Picker } from 'react-vant';

import { PICKER_DEFAULTS } from './pocket-config';

type PickerProps = ComponentProps<typeof Picker>;

/** react-vant's Picker with the product's option height (44) and six visible options; callers may still override. */
export function PocketPicker(props: PickerProps) {
  return <Picker {...PICKER_DEFAULTS} {...props} />;
}
