import type { ServerModule } from '../module';
import { fileRoutes } from './file.routes';
import { fileLibraryRoutes } from './library.routes';

export {
  FILE_PATH,
  coverImages,
  fileUrl,
  isTenantImage,
  privateStoredFile,
  publicFileUrl,
  storeUpload,
} from './file.service';
export { fileById, fileByName, insertFile, insertFiles } from './records.service';
export { kindOfStored } from './kinds.rules';
export { readVariants, variantName } from './images.service';

export const fileModule: ServerModule = {
  name: 'file',
  async register(app) {
    await app.register(fileRoutes);
    await app.register(fileLibraryRoutes);
  },
};
