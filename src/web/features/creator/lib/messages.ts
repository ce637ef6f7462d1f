/** docs/product.md#errors-and-messages: profile and creator words, used as they are. */
export const creatorMessages = {
  loadFailed: 'Could not load creator settings',
  saveSuccessTitle: 'Success',
  saveSuccess: 'Your profile has been updated.',
  saveErrorTitle: 'Error',
  saveError: 'Failed to save changes. Please try again.',
} as const;

/** docs/product.md#errors-and-messages: the success toast shows for 5 s. */
export const saveToastMs = 5000;
