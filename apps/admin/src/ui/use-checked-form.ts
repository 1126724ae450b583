import { useForm } from '@refinedev/core';
import type { HttpError, SuccessErrorNotification } from '@refinedev/core';
import { useState } from 'react';
import type { z } from 'zod';

interface CheckedFormOptions<TData> {
  /** The form's params in its call's path (an approval's id, a payment's id). */
  params?: Record<string, string | number>;
  /** The field names as the form labels them: a refusal names the field the person sees. */
  labels: Record<string, string>;
  successNotification?: SuccessErrorNotification<{ data: TData }>['successNotification'];
}

/** The first problem the schema found, naming the field by its label on the form. */
export function problemOf(issues: readonly { path: PropertyKey[]; message: string }[], labels: Record<string, string>): string {
  const issue = issues[0];
  if (!issue) return 'Check the form.';
  const field = issue.path[0];
  const label = typeof field === 'string' ? (labels[field] ?? field) : null;
  return label ? `${label}: ${issue.message}` : issue.message;
}

/**
 * A desk form sent through Refine's `useForm` (its resource's create call, RESOURCE_CALLS), checked first by that
 * call's own zod body schema: a refusal names the field and nothing is sent; what is sent is the schema's output.
 * `send` answers the call's data, or null when the schema or the server refused (the refusal is in `message`).
 */
export function useCheckedForm<TSchema extends z.ZodType, TData = unknown>(resource: string, schema: TSchema, options: CheckedFormOptions<TData>) {
  const { onFinish, mutation } = useForm<TData, HttpError, z.output<TSchema>>({
    resource,
    action: 'create',
    redirect: false,
    successNotification: (options.successNotification ?? false) as never,
    ...(options.params ? { meta: { params: options.params } } : {}),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (input: z.input<TSchema>): Promise<TData | null> => {
    const checked = schema.safeParse(input);
    if (!checked.success) {
      setProblem(problemOf(checked.error.issues, options.labels));
      return null;
    }
    setProblem(null);
    const answer = await onFinish(checked.data as z.output<TSchema>).catch(() => null);
    return answer ? (answer.data as TData) : null;
  };
  return { send, busy: mutation.isPending, message: problem ?? mutation.error?.message ?? null, clear: () => setProblem(null) };
}
