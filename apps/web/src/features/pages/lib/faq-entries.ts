import {
  AVAILABILITY_HORIZON_MONTHS,
  BOOKING_MESSAGES,
  DRAFT_EXPIRY_DAYS,
  LOCATION_REVEALED_AFTER_BOOKING,
  MAX_STUDIO_IMAGES,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  PHONE_DIGITS,
  RESET_PASSWORD_MIN_LENGTH,
  SIGNUP_PASSWORD_MIN_LENGTH,
  SUPPORT_EMAIL,
  type FaqCategory,
} from '@studio-hive/domain';

export type FaqTopic = Exclude<FaqCategory, 'all'>;

/** One question of the Help Center; the answer is one or more paragraphs of plain text. */
export type FaqEntry = {
  /** Stable and unique: the accordion's element ids are made from it. */
  readonly id: string;
  readonly topic: FaqTopic;
  readonly question: string;
  readonly answer: readonly string[];
};

/**
 * The Help Center's questions (docs/product.md#static-pages), written from what the product does today:
 * Pay at Studio only, instant confirmation, masked studios until booked, one review per studio,
 * owner listings pending approval, the availability editor, calendar files, codes at signup.
 * Nothing here may promise online payment, 24/7 support or a feature that does not exist.
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  // ---- Booking ----
  {
    id: 'how-to-book',
    topic: 'booking',
    question: 'How do I book a studio?',
    answer: [
      'Open a studio from Browse Studios and log in (or sign up; it is free). Under "Select Date & Time" choose a date, a start time, how many hours you need and a camera package, then press "Continue to Add-ons & Booking".',
      'Add any extras the studio offers, check the price and confirm. Your booking is confirmed at once and appears under My Bookings.',
    ],
  },
  {
    id: 'payment',
    topic: 'booking',
    question: 'How do I pay for a booking?',
    answer: [
      'Every booking is "Pay at Studio": you pay the studio directly when you arrive for your session. Nothing is charged online and Studio Hive never asks for card or bank details.',
      'The total you will pay is shown before you confirm, and again in My Bookings and in your confirmation e-mail.',
    ],
  },
  {
    id: 'fees',
    topic: 'booking',
    question: 'Is there a platform or booking fee?',
    answer: [
      'No. Studio Hive charges no platform fee, to you or to the studio. The price you see is the studio’s own price.',
    ],
  },
  {
    id: 'price',
    topic: 'booking',
    question: 'How is the price of a booking worked out?',
    answer: [
      'The base price is the camera package’s price per hour times the number of hours. Each add-on adds its price times the quantity you choose. The total is the base price plus the add-ons.',
      'The booking step shows the base price and the add-ons separately before you confirm, and our server checks the same sum, so the total cannot change behind your back. The price on a studio’s card is its lowest package price per hour.',
    ],
  },
  {
    id: 'packages',
    topic: 'booking',
    question: 'What do No Camera, 1 Camera, 2 Cameras and 3 Cameras mean?',
    answer: [
      'They are the studio’s camera packages. No Camera is the room and its audio equipment only; 1, 2 and 3 Cameras add a single camera, two camera angles or a full three-camera setup for video podcasts and interviews. Each studio sets its own price per hour for each package, and not every studio offers No Camera.',
    ],
  },
  {
    id: 'slots',
    topic: 'booking',
    question: 'Which dates and times can I choose?',
    answer: [
      'Studios set their own opening hours, so many offer morning, afternoon and evening slots. The date picker only offers dates on which the studio still has free hours, from today on; for today, only hours after the current hour.',
      'Sessions start on the hour and last whole hours, in India Standard Time. The durations offered run from the studio’s minimum booking (1 hour unless the studio asks for more) up to the free hours that follow your start time. When fewer free hours follow than the minimum, the duration shows "Not enough time": pick an earlier start or another date.',
    ],
  },
  {
    id: 'free-time-search',
    topic: 'booking',
    question: 'Can I find studios that are free at a particular time?',
    answer: [
      'Yes. On Browse Studios, choose a date, a start time and a number of hours: the list then shows only the studios with all of those hours free, and "View Details" opens the studio with that slot ready to pick.',
    ],
  },
  {
    id: 'hidden-name',
    topic: 'booking',
    question: 'Why can’t I see a studio’s real name and address?',
    answer: [
      `To protect the studios’ privacy, anyone who has not booked a studio sees a generic name such as "Hive Studio 12, Gurgaon" and "${LOCATION_REVEALED_AFTER_BOOKING}". The city, photos, equipment, prices and reviews are all shown.`,
      'As soon as you book, the studio’s real name and full address appear on its page and in My Bookings, and your confirmation e-mail carries the address.',
    ],
  },
  {
    id: 'confirmation',
    topic: 'booking',
    question: 'Will I get a confirmation?',
    answer: [
      `Yes, straight away. The page shows "${BOOKING_MESSAGES.confirmed}" and we send an e-mail with the booking details, the studio’s address and a calendar file, plus an SMS, to the e-mail address and phone number of your account. The studio is told about your booking at the same moment.`,
    ],
  },
  {
    id: 'calendar',
    topic: 'booking',
    question: 'How do I add a booking to my calendar?',
    answer: [
      'Your confirmation e-mail carries a calendar file (.ics), and My Bookings has an "Add to calendar" button for each booking that downloads the same file. Google Calendar, Apple Calendar, Outlook and most other calendar apps can open it.',
    ],
  },
  {
    id: 'taken-slot',
    topic: 'booking',
    question: 'Someone booked the time I wanted while I was booking. What now?',
    answer: [
      `An hour can only ever be booked once. If someone else confirmed the same hour a moment before you, you will see "${BOOKING_MESSAGES.justTaken}" Nothing was booked for you; choose another time.`,
    ],
  },
  {
    id: 'cancel',
    topic: 'booking',
    question: 'How do I cancel or change a booking?',
    answer: [
      'There is no cancel button in the app yet. Write to us through Contact Us or by e-mail with the booking’s reference (it is in your confirmation e-mail) and we will cancel it; the hours become free for others again. To change a booking, book the new time and ask us to cancel the old one.',
      'Refunds of anything you paid the studio in advance follow that studio’s own cancellation policy. If a studio fails to confirm or honour your booking, the booking is cancelled and anything you paid for it is refunded in full.',
    ],
  },
  {
    id: 'addons',
    topic: 'booking',
    question: 'What are add-ons?',
    answer: [
      'Extras a studio offers besides the room and the camera package, each with its own price and a most you can take. Choose a quantity for each one you want; a quantity of 0 leaves it out. Add-ons are added to the total before you confirm.',
    ],
  },
  {
    id: 'student-pricing',
    topic: 'booking',
    question: 'Is there student pricing?',
    answer: [
      'Each studio sets its own prices. Where a studio offers student pricing, it starts from ₹899 and the studio describes it on its page. The price you book at is always the one the booking step shows.',
    ],
  },
  {
    id: 'reviews',
    topic: 'booking',
    question: 'How do reviews work?',
    answer: [
      'Log in, open a studio and press "Write a Review": choose 1 to 5 stars and describe your experience. You can write one review per studio, and edit or delete your own review at any time.',
      'Reviews from people who have booked the studio carry a "Verified booking" badge. Studio owners cannot review their own studios. The rating on each studio is the average of its reviews.',
    ],
  },

  // ---- Studio Management ----
  {
    id: 'list-studio',
    topic: 'studio-management',
    question: 'How do I list my studio?',
    answer: [
      'Sign up and choose "List My Studios (Studio Partner)", then log in at Studio Owner Login and choose Add Studio. Fill in the basic information, operational hours, camera package prices, location, availability and photos, then press "Submit for Approval".',
      'Not sure your room is ready yet? The Setup Your Studio page lets you tell us about your space and we will get back to you.',
    ],
  },
  {
    id: 'approval',
    topic: 'studio-management',
    question: 'How long does approval take?',
    answer: [
      'Every new studio stays pending until our team has checked it; we aim to verify and activate listings within 48 hours. Until then it shows as "Pending" under My Studios and customers can neither see nor book it.',
    ],
  },
  {
    id: 'requirements',
    topic: 'studio-management',
    question: 'What do I need to submit a studio?',
    answer: [
      `A studio name; a price per hour for the 1, 2 and 3 Camera packages (No Camera is optional); the full address, city, state and PIN code; generated availability; and at least one photo. You can upload up to ${MAX_STUDIO_IMAGES} photos of up to 10 MB each.`,
      `The form keeps a draft in your browser as you go and offers it again for ${DRAFT_EXPIRY_DAYS} days, so you can finish later on the same device.`,
    ],
  },
  {
    id: 'photos',
    topic: 'studio-management',
    question: 'What happens to the photos I upload?',
    answer: [
      'Each file is checked to be a real image, then saved in a web-friendly format with smaller copies for the studio cards. Hidden metadata such as camera details and GPS location (EXIF) is removed, so photos never reveal where they were taken.',
    ],
  },
  {
    id: 'availability',
    topic: 'studio-management',
    question: 'How do I set my studio’s availability?',
    answer: [
      `In the studio form, pick a start and an end date (up to ${AVAILABILITY_HORIZON_MONTHS} months ahead) and generate availability: every day gets one slot per hour from your opening time to your closing time. You can then switch single hours off or on, or remove whole days.`,
      'For an approved studio, open Edit Studio and use "Manage Availability": "Generate / Update Slots" adds new days and replaces the same dates, and the hours you switch off cannot be booked. Hours already booked stay booked.',
    ],
  },
  {
    id: 'edit-studio',
    topic: 'studio-management',
    question: 'Can I change my studio after it is listed?',
    answer: [
      'Yes, once it is approved: use Edit on its card under My Studios to change the details, prices, add-ons, availability and photos. A studio that is still pending cannot be edited until it has been approved.',
      'Changing the minimum booking duration asks you to confirm first, because it changes which slots customers can book.',
    ],
  },
  {
    id: 'bookings-received',
    topic: 'studio-management',
    question: 'How do I know when my studio is booked?',
    answer: [
      'Each new booking sends you an e-mail with a calendar file and an SMS. Bookings Received lists every booking at your studios with the customer’s name and e-mail, the date and hours, the price and the payment status.',
    ],
  },
  {
    id: 'owner-payment',
    topic: 'studio-management',
    question: 'How do I get paid?',
    answer: [
      'Customers pay you at the studio for their session; Studio Hive handles no money and takes no platform fee. Refunds of any advance you take follow your own cancellation policy, so describe it in your studio’s rules.',
    ],
  },
  {
    id: 'masked-listing',
    topic: 'studio-management',
    question: 'Why does my studio appear under another name on the listing?',
    answer: [
      'Until someone books it, customers see your studio as "Hive Studio" with a number and your city, and not its address. You always see your own studio’s real details, and so does every customer with a booking at it.',
    ],
  },
  {
    id: 'delete-studio',
    topic: 'studio-management',
    question: 'Can I remove my studio?',
    answer: [
      'Yes: Delete on its card under My Studios, after a confirmation. It leaves the catalogue at once; bookings already made stay in your customers’ booking history.',
    ],
  },

  // ---- Account ----
  {
    id: 'signup',
    topic: 'account',
    question: 'How do I create an account?',
    answer: [
      `Choose Sign Up and enter your name, e-mail address, ${PHONE_DIGITS}-digit mobile number and a password of at least ${SIGNUP_PASSWORD_MIN_LENGTH} characters, and say whether you want to book studios or list your own.`,
      `We send one verification code (OTP) to your e-mail and another by SMS to your phone; enter both on the next screen to finish. The codes are valid for ${OTP_TTL_MINUTES} minutes.`,
    ],
  },
  {
    id: 'codes',
    topic: 'account',
    question: 'My verification codes (OTP) did not arrive or do not work.',
    answer: [
      `Look in your spam folder and check the phone number you entered. Codes are valid for ${OTP_TTL_MINUTES} minutes and stop working after ${OTP_MAX_ATTEMPTS} wrong tries; if that happens, sign up again to get new codes. To protect people from unwanted messages, a phone number receives at most 3 signup texts an hour.`,
    ],
  },
  {
    id: 'login-pages',
    topic: 'account',
    question: 'Where do I log in?',
    answer: [
      'Customers log in on the Login page; studio owners use Studio Owner Login (linked from the Login page). An owner account can book other studios too.',
    ],
  },
  {
    id: 'forgot-password',
    topic: 'account',
    question: 'I forgot my password. How do I reset it?',
    answer: [
      `On the Login page choose "Forgot password?", enter your e-mail and we send you a 6-digit code. Enter the code, then choose a new password of at least ${RESET_PASSWORD_MIN_LENGTH} characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.`,
      'After a reset, every device that was signed in to your account is signed out.',
    ],
  },
  {
    id: 'paused',
    topic: 'account',
    question: 'Why can’t I log in right now after several wrong passwords?',
    answer: [
      'To stop people guessing passwords, several wrong passwords in a row pause sign-ins to that account from new places for a few minutes, and we e-mail the account’s owner. Wait a few minutes and try again, or reset your password, which ends the pause.',
    ],
  },
  {
    id: 'session',
    topic: 'account',
    question: 'How long do I stay logged in?',
    answer: [
      'Up to 7 days on the same browser, unless you log out or reset your password. If your session ends while you are on a page, you are asked to log in again.',
    ],
  },
  {
    id: 'delete-account',
    topic: 'account',
    question: 'How do I change my details or delete my account?',
    answer: [
      `Your name, e-mail address and phone number cannot be changed in the app yet: write to ${SUPPORT_EMAIL} from your account’s e-mail address and we will help.`,
      'To delete your account, send the same e-mail asking for deletion: we delete it within 72 hours. The Privacy Policy says what is kept after that and why.',
    ],
  },

  // ---- General & Technical ----
  {
    id: 'what-is',
    topic: 'general-technical',
    question: 'What is Studio Hive?',
    answer: [
      'A marketplace where podcasters, musicians, filmmakers and other creators find, compare and book podcast and video recording studios by the hour across Delhi NCR, and where studio owners list their spaces and receive bookings.',
    ],
  },
  {
    id: 'cities',
    topic: 'general-technical',
    question: 'Which cities do you cover?',
    answer: [
      'Delhi NCR: studios in New Delhi, Gurgaon, Noida, Ghaziabad, Faridabad and nearby. The city filter on Browse Studios lists every city that has a studio right now.',
    ],
  },
  {
    id: 'verified',
    topic: 'general-technical',
    question: 'What does the Verified badge on a studio mean?',
    answer: [
      'Every studio in the catalogue has been checked by our team before going live; studios waiting for that check are not shown. Reviews have their own "Verified booking" badge when the reviewer has booked the studio.',
    ],
  },
  {
    id: 'time-zone',
    topic: 'general-technical',
    question: 'Which time zone are dates and times in?',
    answer: [
      'India Standard Time, everywhere: on the site, in e-mails and SMS, and in calendar files. Calendar apps show the session in your device’s own time zone.',
    ],
  },
  {
    id: 'devices',
    topic: 'general-technical',
    question: 'Which devices and browsers can I use?',
    answer: [
      'Any recent version of Chrome, Edge, Firefox or Safari on a phone, tablet or computer. JavaScript must be switched on. There is no separate app to install.',
    ],
  },
  {
    id: 'first-session',
    topic: 'general-technical',
    question: 'Any tips for my first session?',
    answer: [
      'Arrive 15 minutes early to settle in and set up. Plan your content and any guests in advance, check the studio’s rules and equipment list on its page, and leave a review afterwards to help other creators.',
    ],
  },
  {
    id: 'support',
    topic: 'general-technical',
    question: 'How do I reach support?',
    answer: [
      `Use the Contact Us form or write to ${SUPPORT_EMAIL}. Support replies within 24 hours, Monday to Friday.`,
    ],
  },
  {
    id: 'errors',
    topic: 'general-technical',
    question: 'A page says something went wrong. What should I do?',
    answer: [
      'Most pages offer a "Try again" button; check your connection and use it. If the problem stays, write to us with what you were doing and the time it happened, and we will look into it.',
    ],
  },
];
