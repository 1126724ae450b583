import { expect } from 'storybook/test';

/** What every KYC form story's play receives: the form's canvas, a user and the story's args. */
interface FormPlayContext {
  canvas: { getByRole: (role: string, options: { name: RegExp | string }) => HTMLElement; getAllByText: (text: string) => HTMLElement[] };
  userEvent: { click: (element: Element) => Promise<void> };
  args: { onSubmit?: unknown; errors?: Record<string, string | undefined> };
  canvasElement: HTMLElement;
}

const nextButton = (canvas: FormPlayContext['canvas']) => canvas.getByRole('button', { name: /Next|Submit/ });

/** A filled form submits with its one button: onSubmit is called once. */
export async function submitsOnNext({ canvas, userEvent, args }: FormPlayContext) {
  await userEvent.click(nextButton(canvas));
  await expect(args.onSubmit).toHaveBeenCalledOnce();
}

/** Every message in the story's errors is shown under its field. */
export async function showsEveryError({ canvas, args }: FormPlayContext) {
  const messages = Object.values(args.errors ?? {}).filter((message): message is string => Boolean(message));
  await expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) await expect(canvas.getAllByText(message)[0]).toBeVisible();
}

/** While submitting, the button (a spinner without its text) cannot be pressed again. */
export async function blocksWhileSubmitting({ canvasElement }: FormPlayContext) {
  await expect(canvasElement.querySelector('button[type="submit"]')).toBeDisabled();
}
