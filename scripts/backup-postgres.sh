#!/bin/sh
# The backup of a PostgreSQL installation (DATABASE_URL set), where `npm run backup` refuses (README, "Backups"):
#   scripts/backup-postgres.sh OUT_DIR
# writes OUT_DIR/peixun.dump (pg_dump -Fc: consistent by itself, restore with pg_restore) and OUT_DIR/files.tsv,
# a listing of the file storage (size, SHA-256, path) to check a copy of DATA_DIR/files against.
set -eu

usage="usage: DATABASE_URL=postgres://… [DATA_DIR=./data] scripts/backup-postgres.sh OUT_DIR"
[ $# -eq 1 ] || { echo "$usage" >&2; exit 2; }
[ -n "${DATABASE_URL:-}" ] || { echo "DATABASE_URL is not set. $usage" >&2; exit 2; }
command -v pg_dump >/dev/null || { echo "pg_dump is not installed (Debian: apt-get install postgresql-client)" >&2; exit 2; }

out=$1
data_dir=${DATA_DIR:-./data}
mkdir -p "$out"
[ ! -e "$out/peixun.dump" ] || { echo "$out/peixun.dump exists already: choose a new OUT_DIR" >&2; exit 1; }

# A partial dump never takes the final name.
pg_dump -Fc --no-owner -d "$DATABASE_URL" -f "$out/peixun.dump.partial"
mv "$out/peixun.dump.partial" "$out/peixun.dump"

listing="$out/files.tsv"
if [ "${FILE_STORAGE:-local}" = "s3" ]; then
  {
    echo "# FILE_STORAGE=s3: the files are in the bucket ${S3_BUCKET:-}, not listed here."
    echo "# List the bucket with: aws s3 ls --recursive s3://${S3_BUCKET:-BUCKET}  (or: mc ls --recursive ALIAS/${S3_BUCKET:-BUCKET})"
  } >"$listing"
elif [ -d "$data_dir/files" ]; then
  printf 'size\tsha256\tpath\n' >"$listing"
  # Uploads in flight (.staging) are not data yet.
  (cd "$data_dir/files" && find . -path ./.staging -prune -o -type f -print | LC_ALL=C sort | while IFS= read -r f; do
    printf '%s\t%s\t%s\n' "$(stat -c %s "$f")" "$(sha256sum "$f" | cut -d' ' -f1)" "${f#./}"
  done) >>"$listing"
else
  echo "# $data_dir/files does not exist: no local files." >"$listing"
fi

echo "Written: $out/peixun.dump ($(stat -c %s "$out/peixun.dump") bytes) and $listing."
echo "Copy $data_dir/files as well (e.g. rsync -a $data_dir/files/ BACKUP/files/) and compare it with the listing."
