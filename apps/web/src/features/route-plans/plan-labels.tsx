import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { RoutePlan, RoutePlanState } from '@app/shared/route-plans/route-plan.schemas';

/** A plan's state in words, and the colour of its badge. */
const STATES = {
  running: { text: 'planRoutes.stateRunning', color: 'blue' },
  ready: { text: 'planRoutes.stateReady', color: 'teal' },
  failed: { text: 'planRoutes.stateFailed', color: 'red' },
  cancelled: { text: 'planRoutes.stateCancelled', color: 'gray' },
  approved: { text: 'planRoutes.stateApproved', color: 'green' },
} as const satisfies Record<RoutePlanState, { text: string; color: string }>;

export function PlanStateBadge({ state }: { state: RoutePlanState }) {
  return (
    <Badge color={STATES[state].color} variant="light" tt="none">
      <FormattedMessage id={STATES[state].text} />
    </Badge>
  );
}

/**
 * The routes' colours on the map and beside their numbers in the table, in turn. Dark shades: a line
 * and a marker keep 3:1 against the bare map and light tiles (WCAG 1.4.11); the numbers tell them
 * apart besides the colour.
 */
const ROUTE_COLOURS = [
  '#1864ab',
  '#c92a2a',
  '#2b8a3e',
  '#d9480f',
  '#862e9c',
  '#0b7285',
  '#5f3dc4',
  '#a61e4d',
  '#5c940d',
  '#364fc7',
  '#087f5b',
];

export const routeColour = (number: number) => ROUTE_COLOURS[(number - 1) % ROUTE_COLOURS.length]!;

/** The path of the plans' screen, and of one plan. */
export const PLANS_PATH = '/transport/route-plans';
export const planScreenPath = (id: string) => `${PLANS_PATH}/${id}`;

export type Proposal = NonNullable<RoutePlan['proposal']>;
export type PlannedRoute = Proposal['routes'][number];
export type PlannedStop = PlannedRoute['stops'][number];

/** What approving a proposal makes: routes, their stops, the new bus stops and the riders' assignments. */
export function approvalCounts(proposal: Proposal) {
  const stops = proposal.routes.flatMap((route) => route.stops);
  return {
    routes: proposal.routes.length,
    stops: stops.length,
    newStops: stops.filter((stop) => stop.bus_stop === null).length,
    assignments: stops.reduce((sum, stop) => sum + stop.riders.length, 0),
  };
}
