import { stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { can } from '@app/shared/accounts/permissions';
import { INSPECTION_MESSAGES as m, type InspectionDetail } from '@app/shared/inspections/inspection.schemas';
import { AppError, FieldErrors } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import type { PhotoSize, Upload } from '../photos/photo-store';
import { getInspection, isInspector } from './inspection-records';
import { inspectionItems, inspections } from './inspections.table';

const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/**
 * A finding of an inspection of the caller's school and its stored photo's name: 404 when there is
 * no such finding, or when the caller is a driver or attendant who did not make the inspection (the
 * office sees every one).
 */
async function findingOf(ctx: TenantContext, id: string, itemId: string, access: 'read' | 'write') {
  const [row] = await ctx.db
    .select({
      photo: inspectionItems.photo,
      performed_by: inspections.performed_by,
      inspector_id: inspections.inspector_id,
    })
    .from(inspectionItems)
    .innerJoin(
      inspections,
      and(
        eq(inspections.tenant_id, inspectionItems.tenant_id),
        eq(inspections.id, inspectionItems.inspection_id),
      ),
    )
    .where(
      and(
        eq(inspectionItems.tenant_id, ctx.tenantId),
        eq(inspectionItems.inspection_id, recordId(id, m.notFound)),
        eq(inspectionItems.id, recordId(itemId, m.notFound)),
      ),
    );
  if (!row || !(can(ctx.roleId, 'fleet', access) || isInspector(ctx, row)))
    throw new AppError(404, m.notFound);
  return row;
}

/**
 * Gives a finding its photo, or a new one in place of the old (the driver who made the inspection,
 * or the office): a JPEG or PNG by its content, stored as people's photos are (re-encoded without
 * its metadata, a phone's photo carries where it was taken); then the row points at it, then the
 * old one goes.
 */
export async function replaceItemPhoto(
  ctx: TenantContext,
  id: string,
  itemId: string,
  upload: Upload | undefined,
): Promise<InspectionDetail> {
  const previous = await findingOf(ctx, id, itemId, 'write');
  if (!upload) throw new FieldErrors({ photo: [m.photoRequired] });
  if (upload.truncated) throw new FieldErrors({ photo: [m.photoSize] });
  const type = await fileTypeFromBuffer(upload.buffer);
  if (!type || !PHOTO_TYPES.includes(type.mime)) throw new FieldErrors({ photo: [m.photoType] });
  const stored = await ctx.photos.save(ctx.tenantId, upload).catch((error: unknown) => {
    // Its header said JPEG or PNG, the rest is not one.
    throw error instanceof FieldErrors ? new FieldErrors({ photo: [m.photoType] }) : error;
  });
  try {
    await writePhoto(ctx, itemId, stored);
  } catch (error) {
    await ctx.photos.remove(ctx.tenantId, stored);
    throw error;
  }
  if (previous.photo) await ctx.photos.remove(ctx.tenantId, previous.photo);
  return getInspection(ctx, id);
}

/** Takes a finding's photo away; one without a photo is left as it is. */
export async function removeItemPhoto(ctx: TenantContext, id: string, itemId: string) {
  const previous = await findingOf(ctx, id, itemId, 'write');
  await writePhoto(ctx, itemId, null);
  if (previous.photo) await ctx.photos.remove(ctx.tenantId, previous.photo);
  return getInspection(ctx, id);
}

/** The stored file of a finding's photo, to serve to the school: 404 when it has none. */
export async function itemPhotoFile(ctx: TenantContext, id: string, itemId: string, size: PhotoSize) {
  const { photo } = await findingOf(ctx, id, itemId, 'read');
  const file = photo && ctx.photos.file(ctx.tenantId, photo, size);
  // A file lost from the disk is a missing photo, not a failure of the request.
  if (!file || !(await stat(file.path).catch(() => null))) throw new AppError(404, m.noPhoto);
  return file;
}

async function writePhoto(ctx: TenantContext, itemId: string, photo: string | null): Promise<void> {
  await ctx.db
    .update(inspectionItems)
    .set({ photo, updated_at: new Date() })
    .where(and(eq(inspectionItems.tenant_id, ctx.tenantId), eq(inspectionItems.id, itemId)));
}
