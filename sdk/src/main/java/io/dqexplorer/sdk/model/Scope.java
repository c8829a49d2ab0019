package io.dqexplorer.sdk.model;

import java.util.Optional;

/** The scope a token resolved to: {@code public}, {@code organization}, or a kind the contract does not show yet. */
public record Scope(String kind, Optional<String> organizationId) {

    public static final String PUBLIC = "public";
    public static final String ORGANIZATION = "organization";
}
