import { useState } from 'react';
import { Cell, Field } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { USSD_PIN_LENGTH, ussdPinError } from '@pocket/contracts/api/ussd';
import { PocketDialog } from '@pocket/ui-kit/dialog';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';
import { inContext } from '@pocket/web-texts/context';

import { useGetUssdPinQuery, useSetUssdPinMutation } from '../api/ussd-pin';

export const USSD_PIN_LABEL = 'USSD PIN';
export const USSD_PIN_NOTE = 'Repay and extend with no data by dialling the Pocket USSD menu. Keep this PIN to yourself.';
export const USSD_PIN_SAVED = 'Your USSD PIN is set';
export const USSD_PIN_MISMATCH = 'The two PINs are not the same';

const digits = (value: string) => value.replace(/\D/g, '').slice(0, USSD_PIN_LENGTH);

/** react-vant's Field does not tie its label to its input: the input gets the label as its name, and a digit keypad. */
const named = (label: string) => (el: HTMLDivElement | null) => {
  const input = el?.querySelector('input');
  input?.setAttribute('aria-label', label);
  input?.setAttribute('inputmode', 'numeric');
  input?.setAttribute('autocomplete', 'off');
};

/** /set: the 4-digit PIN the USSD menu asks for before a payment; set or changed in a dialog, never shown back. */
export function UssdPinRow() {
  const { data } = useGetUssdPinQuery();
  const [save, saving] = useSetUssdPinMutation();
  const t = useText();
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [pinError, setError] = useState<string | null>(null);
  if (!data) return null;

  const close = () => {
    setOpen(false);
    setPin('');
    setAgain('');
    setError(null);
  };
  const confirm = async () => {
    if (saving.isLoading) return;
    const problem = ussdPinError(pin) ?? (pin !== again ? USSD_PIN_MISMATCH : null);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await save({ pin }).unwrap();
      close();
      showMessageToast(t(USSD_PIN_SAVED));
    } catch {
      // The API client already showed the server's message; the dialog stays open to try again.
    }
  };

  return (
    <>
      {/* The row's `Set` is a verb (set your PIN), not /set's title `Set` (the settings): a text of its own, in a context. */}
      <Cell title={t(USSD_PIN_LABEL)} label={t(USSD_PIN_NOTE)} value={t(data.set ? 'Change' : inContext('USSD PIN button', 'Set'))} isLink onClick={() => setOpen(true)} />
      <PocketDialog
        visible={open}
        title={t(data.set ? 'Change USSD PIN' : 'Set USSD PIN')}
        showCancelButton
        cancelButtonText={t('Cancel')}
        confirmButtonText={t('Save')}
        onCancel={close}
        onConfirm={() => void confirm()}
      >
        <div ref={named(t('New PIN'))}>
          <Field name="ussdPin" label={t('New PIN')} type="password" maxLength={USSD_PIN_LENGTH} placeholder={t('4 digits')} value={pin} onChange={(v) => setPin(digits(v))} />
        </div>
        <div ref={named(t('Repeat PIN'))}>
          <Field
            name="ussdPinAgain"
            label={t('Repeat PIN')}
            type="password"
            maxLength={USSD_PIN_LENGTH}
            placeholder={t('4 digits')}
            value={again}
            onChange={(v) => setAgain(digits(v))}
            errorMessage={pinError ? t(pinError) : undefined}
          />
        </div>
      </PocketDialog>
    </>
  );
}
