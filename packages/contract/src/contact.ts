import { z } from 'zod';
import { Email } from './accounts';

export const ContactBody = z.object({
  name: z.string().trim().min(1, 'Tell us your name.').max(120),
  email: Email,
  subject: z.string().trim().min(1, 'Add a subject.').max(200),
  message: z.string().trim().min(10, 'Write at least 10 characters.').max(5000),
});
export type ContactBody = z.infer<typeof ContactBody>;
export const ContactResponse = z.object({ detail: z.string() });
