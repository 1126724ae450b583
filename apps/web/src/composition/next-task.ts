/** Lets the browser run other work (input, paint) between start-up steps: on a slow phone, one long task blocks. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
