import { z } from 'zod';

/** Ids are opaque strings (UUIDs); anything else can never name a record. */
export const idSchema = z.string().uuid();
export const idParamsSchema = z.object({ id: z.string() });
