import type { Design, DesignType } from '@stitchworks/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /designs (multipart: design, type). One file per call; the caller runs several. */
export async function uploadDesign(file: File, type: DesignType): Promise<Design> {
  const form = new FormData();
  form.append('type', type);
  form.append('design', file);
  const body = await apiClient.post<{ data: Design }>('/designs', form, { timeoutMs: 120_000 });
  return body.data;
}
