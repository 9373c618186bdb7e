import { z } from '@hono/zod-openapi';

export const ErrorReply = z.object({ message: z.string() });
export const ValidationErrorReply = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
