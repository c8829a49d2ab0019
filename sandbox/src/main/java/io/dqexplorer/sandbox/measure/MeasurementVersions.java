package io.dqexplorer.sandbox.measure;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * The measurement tokens of one dataset. The service keeps the current and the previous
 * measurement of each kind; re-measuring makes the current one previous and drops the one before.
 * Tokens are derived from organization, dataset, kind and generation, so they are the same on
 * every start. The sandbox re-measures the same clips, so both kept measurements give the same
 * figures; only the tokens tell them apart.
 */
public final class MeasurementVersions {

    /**
     * What a pinned token names. Whether it is shaped like a token of its kind at all (a 400
     * otherwise) is checked before, with {@link #isShapedLike}.
     */
    public enum Pin {
        CURRENT,
        PREVIOUS,
        /** Not one of the two kept tokens (dropped, never issued, or another dataset's): 409. */
        NOT_KEPT
    }

    private static final Pattern SHAPE = Pattern.compile("^[a-z]{2}-[0-9a-f]{12}$");

    private final String organizationId;
    private final String dataset;
    private int generation = 1;

    MeasurementVersions(String organizationId, String dataset) {
        this.organizationId = organizationId;
        this.dataset = dataset;
    }

    public synchronized String current(MeasurementKind kind) {
        return token(kind, generation);
    }

    public synchronized void remeasure() {
        generation++;
    }

    /** Whether {@code token} is shaped like a token of {@code kind}, kept or not. */
    public static boolean isShapedLike(MeasurementKind kind, String token) {
        return SHAPE.matcher(token).matches() && token.startsWith(kind.prefix() + "-");
    }

    public synchronized Pin check(MeasurementKind kind, String token) {
        if (token.equals(token(kind, generation))) {
            return Pin.CURRENT;
        }
        if (generation > 1 && token.equals(token(kind, generation - 1))) {
            return Pin.PREVIOUS;
        }
        return Pin.NOT_KEPT;
    }

    private String token(MeasurementKind kind, int atGeneration) {
        String identity = organizationId + '|' + dataset + '|' + kind.name() + '|' + atGeneration;
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(identity.getBytes(StandardCharsets.UTF_8));
            return kind.prefix() + '-' + HexFormat.of().formatHex(hash, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
