package io.dqexplorer.sdk;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.base.DescribedPredicate.anyElementThat;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noMethods;

/**
 * The sdk uses no JavaFX and does not depend on the sandbox (two independent readings of one contract).
 * <p>The public packages ({@code sdk}, {@code sdk.model}, {@code sdk.query}, {@code sdk.error},
 * {@code sdk.export}) do not use {@code sdk.internal}, with one exception: {@link DqClient} is the
 * SDK's composition root, the one place that wires the transport, the token source and the readers
 * together, so it (with its nested family classes) may use {@code internal}, but no public method
 * outside {@code internal} names an internal type. Everything else, the export included, works
 * through the public API only, as a user of the SDK would; module-info.java does not export
 * {@code internal}, and these rules keep the sources from relying on it anyway.
 */
class ArchitectureTest {

    private static final JavaClasses SDK = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.dqexplorer.sdk");

    @Test
    void sdkUsesNoJavaFx() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("javafx..").check(SDK);
    }

    @Test
    void sdkDoesNotDependOnTheSandbox() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("io.dqexplorer.sandbox..").check(SDK);
    }

    @Test
    void modelsAndErrorsDoNotDependOnTheTransport() {
        noClasses().that().resideInAnyPackage("io.dqexplorer.sdk.model..", "io.dqexplorer.sdk.error..", "io.dqexplorer.sdk.query..")
                .should().dependOnClassesThat().resideInAnyPackage("okhttp3..", "com.fasterxml..", "com.nimbusds..")
                .check(SDK);
    }

    private static final String INTERNAL = "io.dqexplorer.sdk.internal..";

    @Test
    void onlyTheClientUsesInternal() {
        noClasses().that().resideOutsideOfPackage(INTERNAL)
                .and().doNotHaveFullyQualifiedName(DqClient.class.getName())
                .and().areNotNestedClasses()
                .should().dependOnClassesThat().resideInAPackage(INTERNAL)
                .because("only the composition root DqClient may wire the SDK's internals")
                .check(SDK);
        noClasses().that().resideOutsideOfPackage(INTERNAL).and().areNestedClasses()
                .and().doNotHaveFullyQualifiedName(DqClient.Versioned.class.getName())
                .and().doNotHaveFullyQualifiedName(DqClient.Unversioned.class.getName())
                .should().dependOnClassesThat().resideInAPackage(INTERNAL)
                .check(SDK);
    }

    @Test
    void noPublicMethodOutsideInternalNamesAnInternalType() {
        noMethods().that().arePublic().and().areDeclaredInClassesThat().resideOutsideOfPackage(INTERNAL)
                .should().haveRawReturnType(resideInAPackage(INTERNAL))
                .orShould().haveRawParameterTypes(anyElementThat(resideInAPackage(INTERNAL)))
                .check(SDK);
    }
}
