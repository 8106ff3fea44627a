import { reportCreate, reportObject } from '../../../shared/contract/report.js';
import type { CallRegistry } from '../../http/api.js';
import type { ReportService } from './report.service.js';

/**
 * A report hides content at once when it claims a rights infringement, so one address may make
 * only so many an hour (accounts are cheap; operators still see every report).
 */
const REPORT_IP_LIMIT = { max: 20, windowSeconds: 60 * 60 };

/** `report/create` and `report/update` `object`. */
export function registerReportCalls(registry: CallRegistry, service: ReportService): void {
  registry.add(reportCreate, (input, context) => service.create(context.actor, input), {
    rateLimit: REPORT_IP_LIMIT,
  });
  registry.add(reportObject, (input, context) => service.object(context.actor, input));
}
