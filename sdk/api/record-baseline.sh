#!/usr/bin/env bash
# Records the SDK as built from the working tree as the API baseline that `mvn verify` compares with.
set -euo pipefail
cd "$(dirname "$0")/../.."
mvn -B -q -pl sdk -am package -DskipTests -Djapicmp.skip=true -Dmaven.javadoc.skip=true -Dmaven.source.skip=true
jar=$(ls sdk/target/dq-sdk-*.jar | grep -Ev -- '-(sources|javadoc)\.jar$')
cp "$jar" sdk/api/dq-sdk-api-baseline.jar
echo "recorded sdk/api/dq-sdk-api-baseline.jar from $(git rev-parse --short HEAD)$(git diff --quiet -- sdk/src/main || echo ' with uncommitted changes')"
