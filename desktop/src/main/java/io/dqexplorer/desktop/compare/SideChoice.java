package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.sdk.ServiceText;

import java.time.Instant;
import java.time.ZoneId;

/** A measurement a side can show: the latest (no token), or a token the history keeps, with when it was first seen here. */
record SideChoice(String token, Instant firstSeen) {

    static final SideChoice LATEST = new SideChoice(null, null);

    String label(ZoneId zone) {
        if (token == null) {
            return "latest";
        }
        return MeasurementStamp.shorten(ServiceText.shown(token)) + "  ·  first seen " + Formats.time(firstSeen, zone);
    }
}
