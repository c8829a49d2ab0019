#!/usr/bin/env bash
# Builds DQ Explorer's app image and this OS's installers into desktop/target/installer/.
#
# Run by `mvn -B -Pinstaller -DskipTests package` (the `installer` profile of desktop/pom.xml), which
# first copies the run-time dependencies into desktop/target/installer-work/:
#   input/   the app's thin jar's dependencies, JavaFX excluded (the class path of the launcher)
#   javafx/  the JavaFX jars of this platform (they go into the runtime as named modules)
# and passes APP_VERSION, BUILD_DIR, MAIN_JAR and MAIN_CLASS in the environment.
#
# Steps: jdeps -> jlink (a trimmed runtime with JavaFX inside) -> jpackage app image -> optional
# AppCDS training run -> jpackage installers:
#   Linux:   .deb (and .rpm when rpmbuild is on the PATH)
#   Windows: .msi (needs WiX 3 on the PATH)
#   macOS:   .dmg and .pkg
# Optional environment: DQ_CDS=auto|on|off (default auto: train a class-data-sharing archive where a
# display or Xvfb is available, Linux only), JPACKAGE_JDK (the JDK whose jlink/jpackage/jmods to
# use; default: JAVA_HOME, else the JDK of the jlink on the PATH).
set -euo pipefail

: "${APP_VERSION:?}" "${BUILD_DIR:?}" "${MAIN_JAR:?}" "${MAIN_CLASS:?}"

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$here")"
work="$BUILD_DIR/installer-work"
out="$BUILD_DIR/installer"

APP_NAME="DQ Explorer"
PACKAGE_NAME="dq-explorer"
VENDOR="DQ Explorer project"
DESCRIPTION="Desktop explorer for the Data Quality Service's measurements of video datasets"
COPYRIGHT="Copyright 2026 the DQ Explorer authors. Licensed under the Apache License 2.0."
MAINTAINER="dq-explorer@users.noreply.github.com"
WIN_UPGRADE_UUID="6f0a3c2e-8d4b-4c1e-9a57-3b2d9e41c7a5"   # never change: it lets a new .msi replace the old
MAC_IDENTIFIER="io.dqexplorer.desktop"

log() { echo "[installer] $*" >&2; }
die() { echo "[installer] ERROR: $*" >&2; exit 1; }

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=mac ;;
  MINGW* | MSYS* | CYGWIN*) os=windows ;;
  *) die "unsupported OS $(uname -s)" ;;
esac

# Paths handed to the JDK's tools: native form on Windows (Git Bash), as is elsewhere.
if [ "$os" = windows ]; then
  BUILD_DIR="$(cygpath -u "$BUILD_DIR")"; work="$BUILD_DIR/installer-work"; out="$BUILD_DIR/installer"
  [ -z "${JAVA_HOME:-}" ] || JAVA_HOME="$(cygpath -u "$JAVA_HOME")"
  [ -z "${JPACKAGE_JDK:-}" ] || JPACKAGE_JDK="$(cygpath -u "$JPACKAGE_JDK")"
  native() { cygpath -w "$1"; }
  sep=';'
  exe=.exe
else
  native() { printf '%s' "$1"; }
  sep=':'
  exe=
fi

# --- the JDK whose jlink, jpackage and jmods we use -------------------------------------------
jdk="${JPACKAGE_JDK:-${JAVA_HOME:-}}"
if [ -z "$jdk" ] || [ ! -x "$jdk/bin/jpackage$exe" ]; then
  jlink_bin="$(command -v jlink || true)"
  [ -n "$jlink_bin" ] || die "no jlink on the PATH and no JAVA_HOME: a JDK 17+ with jpackage is needed"
  jdk="$(cd "$(dirname "$(readlink -f "$jlink_bin")")/.." && pwd)"
fi
[ -d "$jdk/jmods" ] || die "$jdk has no jmods/ (jlink needs them; Debian's and Temurin's JDK 17 ship them)"
jdeps="$jdk/bin/jdeps$exe"; jlink="$jdk/bin/jlink$exe"; jpackage="$jdk/bin/jpackage$exe"
log "JDK: $jdk ($("$jpackage" --version))"

# --- inputs ------------------------------------------------------------------------------------
input="$work/input"
fxdir="$work/javafx-modules"
[ -f "$BUILD_DIR/$MAIN_JAR" ] || die "missing $BUILD_DIR/$MAIN_JAR"
[ -d "$input" ] && [ -d "$work/javafx" ] || die "missing $input or $work/javafx (run through the Maven profile)"
[ -s "$input/dq-explorer-completion.bash" ] || die "missing $input/dq-explorer-completion.bash (run through the Maven profile)"
cp "$BUILD_DIR/$MAIN_JAR" "$input/"
# DuckDB's native library beside its jar (lib/app/ in the image), loaded from there rather than unpacked at each start
duckdb_jars=("$input"/duckdb_jdbc-*.jar)
[ -f "${duckdb_jars[0]}" ] || die "no duckdb_jdbc jar in $input"
"$jdk/bin/java$exe" "$(native "$here/NativeBesideJar.java")" "$(native "${duckdb_jars[0]}")" \
  || die "could not move DuckDB's native library out of ${duckdb_jars[0]}"
rm -rf "$fxdir" "$work/runtime" "$work/image" "$out"
mkdir -p "$fxdir" "$out"
# copy-dependencies also brings JavaFX's empty classifier-less jars: keep only the platform ones.
for jar in "$work/javafx"/*.jar; do
  case "$(basename "$jar")" in
    *[0-9].jar) ;;
    *) cp "$jar" "$fxdir/" ;;
  esac
done
ls "$fxdir"/*.jar >/dev/null 2>&1 || die "no platform JavaFX jars in $work/javafx"

# Version: jpackage wants 1-3 numbers; macOS also wants the first one to be at least 1.
version="${APP_VERSION%%-*}"
if [ "$os" = mac ] && [ "${version%%.*}" = 0 ]; then
  log "WARNING: macOS bundles need a first version number >= 1; packaging $version as 1.${version#0.}"
  version="1.${version#0.}"
fi

# --- jdeps + jlink: a runtime with only what the app needs, JavaFX inside --------------------
class_path=""
for jar in "$input"/*.jar; do class_path="$class_path${class_path:+$sep}$(native "$jar")"; done
modules="$("$jdeps" --ignore-missing-deps --multi-release 17 --print-module-deps \
  --module-path "$(native "$fxdir")" --class-path "$class_path" "$(native "$input/$MAIN_JAR")" | tail -n 1)"
# jdk.crypto.ec: TLS to the service (ECDHE suites).
case ",$modules," in *,javafx.controls,*) ;; *) modules="$modules,javafx.controls" ;; esac
modules="$modules,jdk.crypto.ec"
log "runtime modules: $modules"
# No --compress: --compress=2 halves lib/modules (62 -> 29 MB installed) at no measurable start-up
# cost, but the installers' own compression then gains less on it: the .deb grew from 35 to 48 MB.
# --generate-cds-archive (the JDK's own class-data-sharing archive, lib/server/classes.jsa) runs the
# image's java, so the native commands are stripped after it, by hand (= --strip-native-commands).
"$jlink" --module-path "$(native "$jdk/jmods")$sep$(native "$fxdir")" --add-modules "$modules" \
  --strip-debug --no-man-pages --no-header-files --generate-cds-archive \
  --output "$(native "$work/runtime")"
if [ "$os" = windows ]; then rm -f "$work/runtime/bin"/*.exe; else rm -rf "$work/runtime/bin"; fi

# JavaFX's native libraries travel as resources in its jars: put them where the runtime's own
# libraries are, so that the installed app loads them from there (no unpacking to ~/.openjfx).
case "$os" in windows) natdir="$work/runtime/bin" ;; *) natdir="$work/runtime/lib" ;; esac
for jar in "$fxdir"/*.jar; do
  natives="$("$jdk/bin/jar$exe" tf "$(native "$jar")" | tr -d '\r' | grep -E '^[^/]+\.(so|dll|dylib)$' || true)"
  [ -z "$natives" ] || (cd "$natdir" && "$jdk/bin/jar$exe" xf "$(native "$jar")" $natives)
done
# The archive for heaps over 32 GB (no compressed oops): not worth 10 MB here.
rm -f "$work/runtime/lib/server/classes_nocoops.jsa"

# --- app image ----------------------------------------------------------------------------------
# ControlsFX reaches into JavaFX internals; with JavaFX as named modules it needs these exports.
java_options=(
  --add-exports=javafx.base/com.sun.javafx.event=ALL-UNNAMED
  --add-exports=javafx.controls/com.sun.javafx.scene.control=ALL-UNNAMED
  --add-exports=javafx.controls/com.sun.javafx.scene.control.behavior=ALL-UNNAMED
  --add-exports=javafx.controls/com.sun.javafx.scene.control.inputmap=ALL-UNNAMED
  --add-exports=javafx.graphics/com.sun.javafx.scene=ALL-UNNAMED
  --add-exports=javafx.graphics/com.sun.javafx.scene.traversal=ALL-UNNAMED
)
# The JIT and the heap: one option a line, the same the bench runs the app with.
while IFS= read -r option; do
  option="${option%$'\r'}"
  case "$option" in '' | '#'*) ;; *) java_options+=("$option") ;; esac
done <"$here/java-options"
cds_archive=dq-explorer.jsa
cds="${DQ_CDS:-auto}"
if [ "$cds" = auto ]; then
  if [ "$os" = linux ] && { [ -n "${DISPLAY:-}" ] || command -v xvfb-run >/dev/null; } \
      && command -v xdotool >/dev/null; then cds=on; else cds=off; fi
fi

case "$os" in
  linux) icon="$repo/icons/png/dq-explorer-256.png" ;;
  windows) icon="$repo/icons/dq-explorer.ico" ;;
  mac) icon="$repo/icons/dq-explorer.icns" ;;
esac
# The .dqview file type (double-click opens the view), with this OS's icon; forward slashes, as a
# backslash is an escape in a properties file.
case "$os" in windows) props_path() { cygpath -m "$1"; } ;; *) props_path() { printf '%s' "$1"; } ;; esac
file_types="$work/dqview.properties"
{ cat "$here/dqview.properties"; echo "icon=$(props_path "$icon")"; } >"$file_types"
associations=(--file-associations "$(native "$file_types")")
common=(
  --name "$APP_NAME" --app-version "$version" --vendor "$VENDOR" --description "$DESCRIPTION"
  --copyright "$COPYRIGHT" --icon "$(native "$icon")"
)
launcher=(
  --input "$(native "$input")" --main-jar "$MAIN_JAR" --main-class "$MAIN_CLASS"
  --runtime-image "$(native "$work/runtime")"
)
for option in "${java_options[@]}"; do launcher+=(--java-options "$option"); done
platform_image=()
case "$os" in
  windows) platform_image=(--add-launcher "dq-explorer=$(native "$here/windows/dq-explorer-cli.properties")") ;;
  mac) platform_image=(--mac-package-identifier "$MAC_IDENTIFIER" --mac-package-name "$APP_NAME") ;;
esac

log "jpackage app-image"
"$jpackage" --type app-image "${common[@]}" "${launcher[@]}" "${platform_image[@]}" \
  --dest "$(native "$work/image")"
case "$os" in
  mac) image="$work/image/$APP_NAME.app"; app_dir="$image/Contents/app"; bin="$image/Contents/MacOS/$APP_NAME" ;;
  windows) image="$work/image/$APP_NAME"; app_dir="$image/app"; bin="$image/$APP_NAME.exe" ;;
  *) image="$work/image/$APP_NAME"; app_dir="$image/lib/app"; bin="$image/bin/$APP_NAME" ;;
esac

# --- AppCDS: one training run of the GUI up to its first window -------------------------------
if [ "$cds" = on ]; then
  log "AppCDS training run (GUI up to the first window, under Xvfb if there is no display)"
  rm -rf "$work/train-home"; mkdir -p "$work/train-home"
  train=(bash "$here/cds-train.sh" "$bin" "$app_dir/$cds_archive" "$work/cds-training.log")
  [ -n "${DISPLAY:-}" ] || train=(xvfb-run -a -s "-screen 0 1440x900x24" "${train[@]}")
  # its own home and data folders: the training run must not hand itself over to a developer's running app
  if HOME="$work/train-home" XDG_RUNTIME_DIR= XDG_DATA_HOME= DQ_DATA_DIR= "${train[@]}"; then
    log "AppCDS archive: $(du -h "$app_dir/$cds_archive" | cut -f1)"
    # The launcher maps it on top of the runtime's own archive; -Xshare:auto (the default) runs
    # on without it if it does not match. Added only now: a missing one would disable CDS at all.
    printf 'java-options=-XX:SharedArchiveFile=$APPDIR/%s\n' "$cds_archive" >>"$app_dir/$APP_NAME.cfg"
  else
    log "WARNING: AppCDS training failed (see $work/cds-training.log); packaging without an archive"
    rm -f "$app_dir/$cds_archive"
  fi
fi

# --- installers -------------------------------------------------------------------------------
license=(--license-file "$(native "$repo/LICENSE")")
case "$os" in
  linux)
    # resource dir: the menu entry's template (the dqexplorer: scheme and %U added), postinst, prerm, spec
    linux=(--linux-package-name "$PACKAGE_NAME" --linux-app-category science
      --linux-menu-group "Science;DataVisualization;" --linux-shortcut
      --install-dir /opt --resource-dir "$here/linux" "${associations[@]}")
    log "jpackage deb"
    "$jpackage" --type deb --app-image "$image" "${common[@]}" "${license[@]}" "${linux[@]}" \
      --linux-deb-maintainer "$MAINTAINER" --linux-package-deps "libgtk-3-0, libgl1" --dest "$out"
    if command -v rpmbuild >/dev/null; then
      log "jpackage rpm"
      "$jpackage" --type rpm --app-image "$image" "${common[@]}" "${license[@]}" "${linux[@]}" \
        --linux-rpm-license-type "ASL 2.0" --linux-package-deps "gtk3, mesa-libGL" --dest "$out"
    else
      log "no rpmbuild on the PATH: skipping the .rpm"
    fi
    ;;
  windows)
    # From the input, not the image: JDK 17 takes the extra launcher's menu entry only this way.
    log "jpackage msi"
    # The .dqview type is registered; the dqexplorer: scheme is not (packaging/README.md, "Opening views").
    "$jpackage" --type msi "${common[@]}" "${license[@]}" "${launcher[@]}" "${platform_image[@]}" "${associations[@]}" \
      --win-menu --win-menu-group "$APP_NAME" --win-shortcut --win-per-user-install \
      --win-dir-chooser --win-upgrade-uuid "$WIN_UPGRADE_UUID" --dest "$(native "$out")"
    ;;
  mac)
    # From the input, not the image: the bundle's Info.plist is written with the .dqview type (and,
    # from the resource dir's Info.plist, the dqexplorer: scheme) only when jpackage makes the bundle.
    for type in dmg pkg; do
      log "jpackage $type"
      "$jpackage" --type "$type" "${common[@]}" "${license[@]}" "${launcher[@]}" "${associations[@]}" \
        --mac-package-identifier "$MAC_IDENTIFIER" --mac-package-name "$APP_NAME" \
        --resource-dir "$here/macos" --dest "$out"
    done
    ;;
esac

# The app image beside the installers (it runs in place, no install needed).
cp -R "$image" "$out/"
log "done:"
(cd "$out" && du -sh -- * >&2)
