import { startS3 } from '../s3-helpers';

// An S3-compatible server in a process of its own (the storm's driver must not share its event loop): prints its
// settings as one JSON line, and stops when its parent closes its stdin.
const s3 = await startS3(['peixun-storm']);
process.stdout.write(`${JSON.stringify(s3.settings)}\n`);
process.stdin.resume();
process.stdin.on('end', () => void s3.stop().then(() => process.exit(0)));
