package io.dqexplorer.desktop.app;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryListener;
import org.junit.jupiter.api.Test;

import java.net.URI;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SdkClientFactoryTest {

    private static final URI TOKEN_URL = URI.create("https://auth.example.com/oauth2/token");
    private static final RetryListener NO_RETRIES = (attempt, maxAttempts, delay, cause) -> { };

    @Test
    void theSecretIsWipedOnceTheClientHoldsItsOwnCopy() {
        char[] secret = "s3cret".toCharArray();

        try (DqClient client = new SdkClientFactory().create(URI.create("https://dq.example.com"), TOKEN_URL,
                "acme", secret, NO_RETRIES)) {
            assertEquals(URI.create("https://dq.example.com"), client.serviceUrl());
        }
        assertArrayEquals(new char[6], secret);
    }

    @Test
    void aRefusedSettingStillWipesTheSecret() {
        char[] secret = "s3cret".toCharArray();

        assertThrows(IllegalArgumentException.class, () -> new SdkClientFactory().create(
                URI.create("http://dq.example.com"), TOKEN_URL, "acme", secret, NO_RETRIES));
        assertArrayEquals(new char[6], secret);
    }
}
