import { useForm } from '@refinedev/core';
import type { BaseRecord, HttpError, SuccessErrorNotification } from '@refinedev/core';
import { useState } from 'react';
import type { z } from 'zod';

interface CheckedFormOptions<TData> {
  /** The form's params in its call's path (an approval's id, a payment's id). */
  params?: Record<string, string | number>;
  /** The field names as the form labels them: a refusal names the field the person sees. */
  labels: Record<string, string>;
  /** The desk's words for a field left empty or unreadable (a choice not made, no amount), after its label. */
  words?: Record<string, string>;
  successNotification?: SuccessErrorNotification<{ data: TData }>['successNotification'];
}

/** The first problem the schema found, naming the field by its label on the form. */
export function problemOf(issues: readonly { path: PropertyKey[]; message: string }[], input: Record<string, unknown>, labels: Record<string, string>, words: Record<string, string> = {}): string {
  const issue = issues[0];
  if (!issue) return 'Check the form.';
  // A field inside another (a request's payload.price) is named by its own label.
  const names = issue.path.filter((key): key is string => typeof key === 'string');
  const field = names.findLast((name) => name in labels) ?? names[0];
  if (field === undefined) return issue.message;
  const given = names.slice(0, names.indexOf(field) + 1).reduce<unknown>((at, name) => (at as Record<string, unknown> | undefined)?.[name], input);
  return `${labels[field] ?? field}: ${(given === undefined ? words[field] : undefined) ?? issue.message}`;
}

/**
 * A desk form sent through Refine's `useForm` (its resource's create call, RESOURCE_CALLS), checked first by that
 * call's own zod body schema: a refusal names the field and nothing is sent; what is sent is the schema's output.
 * `send` answers the call's data, or null when the schema or the server refused (the refusal is in `message`).
 */
export function useCheckedForm<TSchema extends z.ZodType, TData extends BaseRecord = BaseRecord>(resource: string, schema: TSchema, options: CheckedFormOptions<TData>) {
  const { onFinish, mutation } = useForm<TData, HttpError, z.output<TSchema>>({
    resource,
    action: 'create',
    redirect: false,
    successNotification: (options.successNotification ?? false) as never,
    ...(options.params ? { meta: { params: options.params } } : {}),
  });
  const [problem, setProblem] = useState<string | null>(null);
  // What the person typed, by the schema's field names; the schema decides whether it goes.
  const send = async (input: { [K in keyof z.input<TSchema>]?: unknown }): Promise<TData | null> => {
    const checked = schema.safeParse(input);
    if (!checked.success) {
      setProblem(problemOf(checked.error.issues, input, options.labels, options.words));
      return null;
    }
    setProblem(null);
    const answer = await onFinish(checked.data as z.output<TSchema>).catch(() => null);
    return answer ? answer.data : null;
  };
  return { send, busy: mutation.isPending, message: problem ?? mutation.error?.message ?? null, clear: () => setProblem(null) };
}
