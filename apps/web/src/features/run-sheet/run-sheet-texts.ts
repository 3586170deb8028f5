/** The run sheet's words where a screen says more than a label (kept together for the language catalogue). */
export const RUN_SHEET_TEXTS = {
  noTrips: 'You have no trips today.',
  forCrew: 'The run sheet is for drivers and bus attendants: it lists the trips they are assigned to today.',
  toActiveTrips: 'Follow today’s trips on Active Trips',
} as const;
