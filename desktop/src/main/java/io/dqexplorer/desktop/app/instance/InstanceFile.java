package io.dqexplorer.desktop.app.instance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * What the running app writes for a second launch: the loopback port it listens on and a secret made
 * afresh for this run. Only the user can read the file, so only the user's own launches know the
 * secret: another user's process can reach the port but not drive the app.
 */
record InstanceFile(int port, byte[] secret) {

    static final String NAME = "instance";
    private static final int SECRET_BYTES = 32;
    private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

    static InstanceFile fresh(int port) {
        byte[] secret = new byte[SECRET_BYTES];
        new SecureRandom().nextBytes(secret);
        return new InstanceFile(port, secret);
    }

    /** The file in {@code folder}; empty when there is none or it is not one this app wrote. */
    static Optional<InstanceFile> read(Path folder) {
        try {
            List<String> lines = Files.readAllLines(folder.resolve(NAME), StandardCharsets.US_ASCII);
            if (lines.size() != 2) {
                return Optional.empty();
            }
            int port = Integer.parseInt(lines.get(0).strip());
            byte[] secret = Base64.getDecoder().decode(lines.get(1).strip());
            return port > 0 && port < 65536 && secret.length == SECRET_BYTES
                    ? Optional.of(new InstanceFile(port, secret)) : Optional.empty();
        } catch (IOException | IllegalArgumentException unreadable) {
            return Optional.empty();
        }
    }

    /** Writes it whole or not at all (a launch reading meanwhile sees the old file or the new), readable by the user alone. */
    void write(Path folder) throws IOException {
        createOwnerOnly(folder);
        Path partial = Files.createTempFile(folder, NAME, ".partial", ownerOnly("rw-------"));
        try {
            Files.writeString(partial, port + "\n" + Base64.getEncoder().encodeToString(secret) + "\n",
                    StandardCharsets.US_ASCII);
            Files.move(partial, folder.resolve(NAME), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /** Deletes the file if it is still this one (a later app may have replaced it). */
    void deleteIfOurs(Path folder) throws IOException {
        Optional<InstanceFile> there = read(folder);
        if (there.isPresent() && there.get().port == port && MessageDigest.isEqual(there.get().secret, secret)) {
            Files.deleteIfExists(folder.resolve(NAME));
        }
    }

    static void createOwnerOnly(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            Files.createDirectories(folder, ownerOnly("rwx------"));
        }
    }

    private static FileAttribute<?>[] ownerOnly(String permissions) {
        // elsewhere (Windows) the user's own profile folder is already closed to other users
        return POSIX ? new FileAttribute<?>[]{PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(permissions))}
                : new FileAttribute<?>[0];
    }
}
