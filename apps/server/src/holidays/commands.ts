import { holidayYearDecider, holidayYearStream } from '@crewing/domain/holidays/index';
import { streamCommands } from '../platform/stream-commands.js';

/** The holiday year streams (`holiday-year-2026`), sent through the one handler. */
export const holidayYears = streamCommands(holidayYearDecider, holidayYearStream);
