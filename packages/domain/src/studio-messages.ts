import { STUDIO_NOT_FOUND } from './constants';

/**
 * What the studio screens and the API say (docs/product.md#studio-validation and docs/product.md#messages). Plain values: screens load
 * this with the page, so it imports no zod (docs/decisions/014).
 */

export const STUDIO_MESSAGES = {
  nameRequired: 'Studio name is required',
  pricesRequired: 'Prices for 1, 2, and 3 Cam packages are required',
  locationRequired: 'All location fields are required',
  availabilityRequired: 'Please generate and confirm availability',
  imageRequired: 'Please upload at least one image',
  tooManyImagesAdd: 'You can upload a maximum of 5 images',
  tooManyImagesEdit: 'You can have a maximum of 5 images in total.',
  addonInvalid: 'Please provide a valid Key, Name, and Price for the add-on service.',
  studioNotFound: STUDIO_NOT_FOUND,
  notAuthor: 'You do not have permission to edit this studio',
  pendingEdit: 'You cannot edit a studio that is pending approval',
  durationWarning:
    'Warning: You have changed the minimum booking duration. This may affect slot availability for customers. Are you sure you want to proceed?',
  deleteConfirm: 'Are you sure you want to delete this studio? This action cannot be undone.',
  denyConfirm: 'Are you sure you want to deny this studio? This action cannot be undone.',
  created: 'Studio submitted for approval. Please wait for admin approval.',
  updated: 'Studio updated successfully. Your availability has been saved.',
  // Ours (decision 030): an approved studio's name, description, photos, videos or address.
  changesSentForReview:
    'Your changes were sent for review. Prices and availability are saved; the new name, description, photos, videos or address show once an admin approves them.',
  changesAwaitingReview: 'Changes awaiting review',
  changesApproved: 'Studio changes approved and now live',
  changesRejected: 'Studio changes rejected',
  noPendingChange: 'This studio has no changes waiting for review.',
  changeReplaced:
    'The owner changed these changes again since you opened them. Please review them again.',
  deleted: 'Studio deleted successfully',
  approved: 'Studio approved successfully',
  denied: 'Studio denied and removed successfully',
  // Ours (docs/product.md leaves them to us).
  negativeNumber: 'Area and prices cannot be negative.',
  minimumDuration: 'Minimum booking must be from 1 to 8 hours.',
  hoursRange: 'Availability hours must be from 0 to 23.',
  pinCode: 'PIN code must be 6 digits',
  youtube:
    'Video links must be YouTube links, like https://www.youtube.com/watch?v=VIDEO_ID or https://youtu.be/VIDEO_ID.',
  instagram: 'Enter the Instagram username only (letters, numbers, periods and underscores).',
  duplicateAddon: 'Each add-on service needs its own key.',
  duplicatePackage: 'Each camera package can be given only once.',
} as const;
