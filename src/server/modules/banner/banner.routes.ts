import {
  bannerCreate,
  bannerRead,
  bannerReadAll,
  bannerTurnOff,
  bannerTurnOn,
  bannerUpdate,
} from '../../../shared/contract/banner.js';
import type { CallRegistry } from '../../http/api.js';
import type { BannerService } from './banner.service.js';

/** `banner/read` (`read`, `read_all`) and `banner/update` (`create`, `update`, `turn_off`, `turn_on`). */
export function registerBannerCalls(registry: CallRegistry, service: BannerService): void {
  registry.add(bannerRead, (input) => service.read(input));
  registry.add(bannerReadAll, (_input, context) => service.readAll(context.actor));
  registry.add(bannerCreate, (input, context) => service.create(context.actor, input));
  registry.add(bannerUpdate, (input, context) =>
    service.update(context.actor, input, context.locale),
  );
  registry.add(bannerTurnOff, ({ id }, context) =>
    service.setShown(context.actor, id, false, context.locale),
  );
  registry.add(bannerTurnOn, ({ id }, context) =>
    service.setShown(context.actor, id, true, context.locale),
  );
}
