import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@shared/contract/profile';
import { api } from '@web/lib/api-client';
import { profileKey } from './get-profile';

const updateProfile = (input: ProfileUpdate) => api.patch<Profile>('/profile', input);

/** Saves the profile; the signed-in user shown in the navbar (auth session) changes with it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
  });
}
