import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorSettings } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

/** Sends the file as multipart/form-data; the server checks the bytes, not the name. */
function uploadLogo(file: File): Promise<CreatorSettings> {
  const form = new FormData();
  form.append('logo', file, file.name);
  return api.post<CreatorSettings>('/creator/settings/logo', form);
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (settings) => queryClient.setQueryData(creatorKeys.settings(), settings),
  });
}
