import { z } from 'zod';
import { assistantTexts, MAX_HISTORY, MAX_MESSAGE_CHARS } from '../../rules/assistant-text.ts';

// The chat request (spec part 2 §7): a message and the last 10 messages, each with its role and content.

export const chatSchema = z.object({
  message: z
    .string({ error: assistantTexts.messageRequired })
    .max(MAX_MESSAGE_CHARS, assistantTexts.messageTooLong)
    .refine((m) => m.trim().length > 0, assistantTexts.messageRequired),
  conversationHistory: z.preprocess(
    (v) => v ?? [],
    z
      .array(
        z.object({
          role: z.enum(['user', 'assistant'], { error: assistantTexts.roleInvalid }),
          content: z.string({ error: assistantTexts.historyItemTooLong }).max(MAX_MESSAGE_CHARS, assistantTexts.historyItemTooLong),
        }),
        { error: assistantTexts.historyTooLong },
      )
      .max(MAX_HISTORY, assistantTexts.historyTooLong),
  ),
});

export type ChatInput = z.input<typeof chatSchema>;
