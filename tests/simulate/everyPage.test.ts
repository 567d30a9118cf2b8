/**
 * @jest-environment jsdom
 */
/**
 * Every page of the PRODUCTION weapp build, mounted against the real backend as its role, with
 * list -> detail taps and pull-to-refresh (./pageSweep.ts).
 */
import { sweepEveryPage } from './pageSweep'

sweepEveryPage()
